import ExcelJS from 'exceljs';
import type { Block } from '../chunking/split.ts';
import { rowsToBlocks } from './rows.ts';
import type { Extraction } from './types.ts';
import { inspectZip, libraryFailure } from './zip.ts';

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text ?? '';
  } catch {
    return String(cell.value ?? '');
  }
}

/** Excel: every sheet, row by row, with the header row kept on each row (location {sheet, row}). */
export async function extractXlsx(file: string): Promise<Extraction> {
  await inspectZip(file);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.readFile(file);
  } catch (err) {
    throw libraryFailure(err, 'it is not a valid Excel workbook');
  }
  const blocks: Block[] = [];
  let rows = 0;
  let sheets = 0;
  wb.eachSheet((ws) => {
    sheets++;
    const sheetRows: { n: number; cells: string[] }[] = [];
    ws.eachRow({ includeEmpty: false }, (row, n) => {
      const cells: string[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
      sheetRows.push({ n, cells });
    });
    const out = rowsToBlocks(sheetRows, ws.name);
    blocks.push(...out.blocks);
    rows += out.rows;
  });
  return { blocks, meta: { sheets, rows } };
}
