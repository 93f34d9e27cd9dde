import type { Block } from '../chunking/split.ts';

/**
 * One row as a sentence a person would write, carrying its header so it stands on its own:
 * "Superior Double (Room type): Size 26 m², High season rate 190 EUR." The sheet and row number
 * live in the location, not in the text, so answers quoting the row read as prose.
 */
export function rowSentence(header: string[], values: string[]): string {
  // A blank header cell (a Markdown table's corner) names nothing: the value stands alone.
  const name = (i: number) => header[i] ?? `Column ${i + 1}`;
  const cells = values.map((v, i) => ({ h: name(i), v: v.replace(/[.;]+$/, '') })).filter((c) => c.v);
  if (cells.length === 0) return '';
  const [first, ...rest] = cells;
  if (rest.length === 0) return first!.h ? `${first!.h}: ${first!.v}.` : `${first!.v}.`;
  const named = (c: { h: string; v: string }) => (c.h ? `${c.h} ${c.v}` : c.v);
  return `${first!.v}${first!.h ? ` (${first!.h})` : ''}: ${rest.map(named).join(', ')}.`;
}

/** Table rows as records (one sentence each, see rowSentence). The first non-empty row is the header. */
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
    blocks.push({
      text: rowSentence(header, values),
      location: sheet ? { sheet, row: n } : { row: n },
      group: sheet ?? '',
      title: sheet ?? '',
      record: true,
    });
  }
  // A sheet with only a header row still says something.
  if (header && !count)
    blocks.push({
      text: `Columns: ${header.join(', ')}.`,
      location: sheet ? { sheet, row: 1 } : { row: 1 },
      group: sheet ?? '',
      title: sheet ?? '',
      record: true,
    });
  return { blocks, rows: count };
}
