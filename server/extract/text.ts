import fs from 'node:fs/promises';
import type { Block } from '../chunking/split.ts';
import { decodeText } from './detect.ts';
import { htmlToBlocks } from './html.ts';
import type { Extraction } from './types.ts';

// Inline Markdown that only adds noise to search: links keep their text, emphasis marks go.
const plainMarkdown = (s: string) =>
  s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1');

/** Plain text and Markdown: paragraphs under their heading (ATX `#` and setext underlines). */
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
    if (atx) {
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
