import type { Block } from '../chunking/split.ts';

/**
 * Table rows as records that carry their header: "Sheet: Rooms, Row 3: Room: 101; Beds: 2", so a
 * passage stays meaningful on its own. The first non-empty row is the header.
 */
export function rowsToBlocks(rows: Iterable<{ n: number; cells: string[] }>, sheet?: string): { blocks: Block[]; rows: number } {
  let header: string[] | undefined;
  const blocks: Block[] = [];
  let count = 0;
  for (const { n, cells } of rows) {
    const values = cells.map((c) => c.replace(/\s+/g, ' ').trim());
    if (!values.some(Boolean)) continue;
    if (!header) {
      header = values.map((h, i) => h || `Column ${i + 1}`);
      continue;
    }
    count++;
    const pairs = values.map((v, i) => (v ? `${header![i] ?? `Column ${i + 1}`}: ${v}` : '')).filter(Boolean);
    const prefix = sheet ? `Sheet: ${sheet}, Row ${n}` : `Row ${n}`;
    blocks.push({
      text: `${prefix}: ${pairs.join('; ')}`,
      location: sheet ? { sheet, row: n } : { row: n },
      group: sheet ?? '',
      title: sheet ?? '',
      record: true,
    });
  }
  // A sheet with only a header row still says something.
  if (header && !count) blocks.push({ text: `${sheet ? `Sheet: ${sheet}, ` : ''}Columns: ${header.join('; ')}`, location: sheet ? { sheet, row: 1 } : { row: 1 }, group: sheet ?? '', title: sheet ?? '', record: true });
  return { blocks, rows: count };
}
