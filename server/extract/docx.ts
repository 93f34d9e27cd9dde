import mammoth from 'mammoth';
import { htmlToBlocks } from './html.ts';
import { unreadable, type Extraction } from './types.ts';
import { inspectZip } from './zip.ts';

/** Word: mammoth's HTML keeps headings and tables, which become locations and `| a | b |` lines. */
export async function extractDocx(file: string): Promise<Extraction> {
  await inspectZip(file);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ path: file }, { ignoreEmptyParagraphs: true })).value;
  } catch (err) {
    throw unreadable(err instanceof Error ? err.message : 'not a valid Word document');
  }
  const { blocks, headings } = htmlToBlocks(html);
  return { blocks, meta: { headings } };
}
