import { extractText } from 'unpdf';
import type { PageSection } from './html.ts';

/** Text of a PDF, one section per page so that a search hit can say which page it came from. */
export async function extractPdf(body: Buffer): Promise<{ title: string; sections: PageSection[] }> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: false });
  const sections = text
    .map((pageText, i) => ({
      heading: `Page ${i + 1}`,
      text: pageText
        .replace(/[ \t]+/g, ' ')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    }))
    .filter((s) => s.text);
  const firstLine = sections[0]?.text.split('\n')[0]?.trim() ?? '';
  return { title: firstLine.slice(0, 120), sections };
}
