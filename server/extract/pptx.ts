import path from 'node:path/posix';
import type { Block } from '../chunking/split.ts';
import { unreadable, type Extraction } from './types.ts';
import { inspectZip, readZipEntries } from './zip.ts';

const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');

/** The paragraphs of a DrawingML part: the runs (<a:t>) of each <a:p>, line breaks kept. */
export function drawingParagraphs(xml: string): string[] {
  const out: string[] = [];
  for (const p of xml.match(/<a:p[\s>][\s\S]*?<\/a:p>/g) ?? []) {
    const text = (p.match(/<a:t(?:\s[^>]*)?>[\s\S]*?<\/a:t>|<a:br\s*\/>/g) ?? [])
      .map((t) => (t.startsWith('<a:br') ? '\n' : decodeXml(t.replace(/^<a:t[^>]*>|<\/a:t>$/g, ''))))
      .join('')
      .trim();
    if (text) out.push(text);
  }
  return out;
}

function relationships(xml: string | undefined): Map<string, string> {
  const rels = new Map<string, string>();
  for (const m of xml?.matchAll(/<Relationship\s[^>]*>/g) ?? []) {
    const id = /\bId="([^"]+)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]+)"/.exec(m[0])?.[1];
    if (id && target) rels.set(id, target);
  }
  return rels;
}

/** PowerPoint: text per slide in presentation order (location {slide}), speaker notes included. */
export async function extractPptx(file: string): Promise<Extraction> {
  await inspectZip(file);
  const parts = await readZipEntries(file, (n) =>
    /^ppt\/(presentation\.xml|_rels\/presentation\.xml\.rels|slides\/slide\d+\.xml|slides\/_rels\/slide\d+\.xml\.rels|notesSlides\/notesSlide\d+\.xml)$/.test(
      n,
    ),
  );
  const read = (name: string) => parts.get(name)?.toString('utf8');
  const presentation = read('ppt/presentation.xml');
  if (!presentation) throw unreadable('not a valid PowerPoint presentation');
  const rels = relationships(read('ppt/_rels/presentation.xml.rels'));
  let slideFiles = [...presentation.matchAll(/<p:sldId\s[^>]*r:id="([^"]+)"/g)]
    .map((m) => rels.get(m[1]!))
    .filter((t): t is string => !!t)
    .map((t) => path.join('ppt', t));
  if (!slideFiles.length) {
    slideFiles = [...parts.keys()]
      .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
      .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  }
  const blocks: Block[] = [];
  slideFiles.forEach((slideFile, i) => {
    const slide = i + 1;
    const paragraphs = drawingParagraphs(read(slideFile) ?? '');
    const slideRels = relationships(read(path.join(path.dirname(slideFile), '_rels', `${path.basename(slideFile)}.rels`)));
    const notesTarget = [...slideRels.values()].find((t) => t.includes('notesSlide'));
    const notes = notesTarget
      ? drawingParagraphs(read(path.join(path.dirname(slideFile), notesTarget)) ?? '').filter((p) => !/^\d+$/.test(p))
      : [];
    const title = paragraphs[0] ?? '';
    const text = [...paragraphs, ...(notes.length ? ['Notes:', ...notes] : [])].join('\n\n');
    if (text) blocks.push({ text, location: { slide }, group: `slide ${slide}`, title });
  });
  return { blocks, meta: { slides: slideFiles.length } };
}
