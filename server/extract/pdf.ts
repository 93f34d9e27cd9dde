import fs from 'node:fs/promises';
import { getDocumentProxy } from 'unpdf';
import type { Block } from '../chunking/split.ts';
import { ExtractionError, unreadable, type Extraction } from './types.ts';

interface Line {
  text: string;
  size: number;
}

/** Items of a page as lines (an item ending a line says so), each with its largest font size. */
async function pageLines(pdf: Awaited<ReturnType<typeof getDocumentProxy>>, page: number): Promise<Line[]> {
  const content = await (await pdf.getPage(page)).getTextContent();
  const lines: Line[] = [];
  let text = '';
  let size = 0;
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.str.trim()) size = Math.max(size, Math.hypot(item.transform[2]!, item.transform[3]!));
    if (item.hasEOL) {
      lines.push({ text, size });
      text = '';
      size = 0;
    }
  }
  if (text) lines.push({ text, size });
  return lines;
}

/** The body text's font size: the one most characters are set in. */
function bodySize(lines: Line[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) if (l.size) chars.set(Math.round(l.size), (chars.get(Math.round(l.size)) ?? 0) + l.text.length);
  return [...chars].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

// A heading is a short line set larger than the body; a long one is a display paragraph (a lead).
const headingWords = 12;
const headingScale = 1.2;

/**
 * Text per page (location {page}); paragraphs are kept where the PDF has blank lines. A line set in
 * a larger font than the body, as brochures set their headings, starts a section under that heading
 * (location and title {heading}, carried over page breaks), as Word and Markdown headings do: read
 * as text it was glued to the next line ("Textile-free sauna zone (level -2) Finnish sauna…"). A
 * document opening with a heading names itself: its sections are titled under it.
 */
export async function extractPdf(file: string): Promise<Extraction> {
  const data = new Uint8Array(await fs.readFile(file));
  let pdf;
  try {
    pdf = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false });
  } catch (err) {
    const name = (err as { name?: string })?.name;
    if (name === 'PasswordException') throw new ExtractionError('The file is encrypted', 'encrypted_file');
    throw unreadable(err instanceof Error ? err.message : 'not a valid PDF file');
  }
  try {
    const pages = await Promise.all(Array.from({ length: pdf.numPages }, (_, i) => pageLines(pdf, i + 1)));
    const body = bodySize(pages.flat());
    const isHeading = (l: Line) =>
      body > 0 && l.size >= body * headingScale && /\p{L}/u.test(l.text) && l.text.trim().split(/\s+/).length <= headingWords;
    const blocks: Block[] = [];
    let heading = '';
    let documentTitle = '';
    let headings = 0;
    for (const [i, lines] of pages.entries()) {
      const page = i + 1;
      let text: string[] = [];
      const flush = () => {
        if (text.join('').trim())
          blocks.push({
            text: text.join('\n'),
            location: heading ? { page, heading } : { page },
            group: heading ? `page ${page} ${heading}` : `page ${page}`,
            ...(heading ? { title: heading } : {}),
          });
        text = [];
      };
      for (const line of lines) {
        if (!isHeading(line)) {
          text.push(line.text);
          continue;
        }
        flush();
        const named = line.text.replace(/\s+/g, ' ').trim();
        // The document's first line, when a heading, is its title: each section is read under it
        // ("Beer Spa U Koruny › Opening hours"), as a section alone does not say what it is about.
        if (!headings && !blocks.length) documentTitle = named;
        heading = documentTitle && documentTitle !== named ? `${documentTitle} › ${named}` : named;
        headings++;
      }
      flush();
    }
    return { blocks, meta: headings ? { pages: pdf.numPages, headings } : { pages: pdf.numPages } };
  } finally {
    await pdf.destroy();
  }
}
