import fs from 'node:fs/promises';
import { decodeText } from './detect.ts';
import { rowsToBlocks } from './rows.ts';
import type { Extraction } from './types.ts';

/** The delimiter used most on the first line, outside quotes: comma, semicolon (European Excel) or tab. */
export function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.replace(/"[^"]*"/g, '').split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.d : ',';
}

/** RFC 4180: quoted fields may hold delimiters, line breaks and doubled quotes; CRLF or LF. */
export function* parseCsv(text: string, delimiter = ','): Generator<string[]> {
  let field = '';
  let row: string[] = [];
  let quoted = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      row.push(field);
      yield row;
      row = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (field !== '' || row.length) {
    row.push(field);
    yield row;
  }
}

export async function extractCsv(file: string): Promise<Extraction> {
  const text = decodeText(await fs.readFile(file)).replace(/^\uFEFF/, '');
  const delimiter = guessDelimiter(text);
  function* numbered() {
    let n = 0;
    for (const cells of parseCsv(text, delimiter)) yield { n: ++n, cells };
  }
  const { blocks, rows } = rowsToBlocks(numbered());
  return { blocks, meta: { rows } };
}
