import mammoth from 'mammoth';
import { htmlToBlocks } from './html.ts';
import type { Extraction } from './types.ts';
import { inspectZip, libraryFailure } from './zip.ts';

/** Word: mammoth's HTML keeps headings and tables, which become locations and `| a | b |` lines. */
export async function extractDocx(file: string): Promise<Extraction> {
  await inspectZip(file);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ path: file }, { ignoreEmptyParagraphs: true })).value;
  } catch (err) {
    throw libraryFailure(err, 'it is not a valid Word document');
  }
  const { blocks, headings } = htmlToBlocks(html);
  return { blocks, meta: { headings } };
}
