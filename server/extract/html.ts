import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Block } from '../chunking/split.ts';
import { rowSentence } from './rows.ts';

const blockTags = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'address',
  'br',
  'hr',
  'table',
  'tr',
  'caption',
  'form',
  'fieldset',
  'details',
  'summary',
]);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Page furniture that is not the page's content.
const skipTags = new Set([
  'head',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'nav',
  'header',
  'footer',
  'aside',
  'button',
  'select',
  'input',
  'textarea',
]);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Turns HTML into blocks: paragraphs grouped under their nearest heading (location {heading}),
 * tables kept as tables, one `| a | b |` line per row. Used for HTML files and for Word documents
 * (which mammoth converts to HTML).
 */
export function htmlToBlocks(html: string, opts: { page?: boolean } = {}): { blocks: Block[]; title: string; headings: number } {
  const $ = cheerio.load(html);
  const title = squash($('title').first().text());
  let root: cheerio.Cheerio<AnyNode> = $.root();
  if (opts.page) {
    const main = $('main, [role=main], article').first();
    root = main.length ? main : $('body').length ? $('body') : $.root();
  }
  const blocks: Block[] = [];
  let heading = '';
  let headings = 0;
  let paragraph = '';
  const flush = () => {
    const text = squash(paragraph);
    paragraph = '';
    if (!text) return;
    blocks.push({ text, location: heading ? { heading } : {}, group: heading, title: heading });
  };

  // A row under a header row of <th> cells carries the headers, as a spreadsheet row does
  // (rowSentence): read alone, "| Sauna | 15:00 | 10:00 |" does not say which is the weekend.
  const tableRows = (table: Element) => {
    const rows = $(table).find('tr').toArray();
    let header: string[] | null = null;
    for (const tr of rows) {
      // Nested tables are rare; their rows are read with their own table.
      if ($(tr).closest('table')[0] !== table) continue;
      const cellEls = $(tr).children('td, th').toArray();
      const cells = cellEls.map((c) => squash($(c).text()).replace(/\|/g, '/'));
      if (!header && cells.length > 1 && cellEls.every((c) => c.name === 'th')) {
        header = cells;
        continue;
      }
      if (cells.some(Boolean))
        blocks.push({
          text: header ? rowSentence(header, cells) : `| ${cells.join(' | ')} |`,
          location: heading ? { heading } : {},
          group: heading,
          title: heading,
          record: true,
        });
    }
  };

  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      paragraph += (node as unknown as { data: string }).data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const el = node as Element;
    const tag = node.type === 'root' ? '' : el.name.toLowerCase();
    if (skipTags.has(tag)) return;
    if (headingTags.has(tag)) {
      flush();
      heading = squash($(el).text());
      if (heading) headings++;
      return;
    }
    if (tag === 'table') {
      flush();
      tableRows(el);
      return;
    }
    const isBlock = blockTags.has(tag);
    if (isBlock) flush();
    for (const child of el.children ?? []) walk(child);
    if (isBlock) flush();
    else if (tag === 'td' || tag === 'th') paragraph += ' ';
  };

  for (const node of root.toArray()) {
    if (node.type === 'root') for (const child of (node as unknown as { children: AnyNode[] }).children) walk(child);
    else walk(node);
  }
  flush();
  return { blocks, title, headings };
}
