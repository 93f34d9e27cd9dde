import fs from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Block } from '../chunking/split.ts';
import { ExtractionError, unreadable, type Extraction } from './types.ts';

/** Text per page (location {page}); paragraphs are kept where the PDF has blank lines. */
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
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const blocks: Block[] = text.map((pageText, i) => ({ text: pageText, location: { page: i + 1 }, group: `page ${i + 1}` }));
    return { blocks, meta: { pages: totalPages } };
  } finally {
    await pdf.destroy();
  }
}
