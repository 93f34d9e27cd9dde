import fs from 'node:fs/promises';
import type { Block } from '../chunking/split.ts';
import { decodeText } from './detect.ts';
import { htmlToBlocks } from './html.ts';
import { rowSentence } from './rows.ts';
import type { Extraction } from './types.ts';

// Inline Markdown that only adds noise to search: links keep their text, emphasis marks go.
const plainMarkdown = (s: string) =>
  s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1');

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => plainMarkdown(c.trim()));
const tableSeparator = (line: string) => /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line) && line.includes('|');

/**
 * Plain text and Markdown: paragraphs under their heading (ATX `#` and setext underlines). A
 * Markdown table becomes one record per row that carries its column headers, as a spreadsheet row
 * does ("Breakfast (Service): Monday – Friday 06:30 – 10:00, Saturday, Sunday & holidays 07:00 –
 * 11:00."): a row read alone would not say which column is the weekend.
 */
export function textToBlocks(text: string, markdown: boolean): { blocks: Block[]; headings: number } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let heading = '';
  let headings = 0;
  let para: string[] = [];
  const flush = () => {
    const t = para.join('\n').trim();
    para = [];
    if (t) blocks.push({ text: markdown ? plainMarkdown(t) : t, location: heading ? { heading } : {}, group: heading, title: heading });
  };
  const setHeading = (h: string) => {
    flush();
    heading = h.trim();
    if (heading) headings++;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const atx = markdown ? /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) : null;
    const next = lines[i + 1] ?? '';
    if (markdown && line.trim().startsWith('|') && tableSeparator(next)) {
      flush();
      const header = tableCells(line);
      for (i += 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) {
        const text = rowSentence(header, tableCells(lines[i]!));
        if (text) blocks.push({ text, location: heading ? { heading } : {}, group: heading, title: heading, record: true });
      }
      i--;
    } else if (atx) {
      setHeading(plainMarkdown(atx[1]!));
    } else if (markdown && line.trim() && para.length === 0 && /^\s{0,3}(=+|-+)\s*$/.test(next)) {
      setHeading(plainMarkdown(line));
      i++;
    } else if (!line.trim()) {
      flush();
    } else {
      para.push(line);
    }
  }
  flush();
  return { blocks, headings };
}

export async function extractText(file: string, kind: 'txt' | 'md'): Promise<Extraction> {
  const { blocks, headings } = textToBlocks(decodeText(await fs.readFile(file)), kind === 'md');
  return { blocks, meta: { headings } };
}

export async function extractHtml(file: string): Promise<Extraction> {
  const { blocks, title, headings } = htmlToBlocks(decodeText(await fs.readFile(file)), { page: true });
  return { blocks, meta: title ? { title, headings } : { headings } };
}
