import { loadBuffer, type CheerioAPI } from 'cheerio';
import { normalizeUrl } from './url.ts';

export interface PageSection {
  /** The nearest heading above this text; '' before the first heading. */
  heading: string;
  text: string;
}

export interface ExtractedPage {
  title: string;
  canonical?: string;
  /** Normalised absolute http(s) links, in document order, without duplicates. */
  links: string[];
  sections: PageSection[];
  /** The page's declared language (html lang), e.g. 'fr-FR'. */
  language?: string;
  noindex: boolean;
  nofollow: boolean;
}

// Site chrome and non-content: menus, banners, cookie notices, forms and scripts would otherwise
// repeat on every page and drown the real content in search results.
const noise = [
  'script', 'style', 'noscript', 'template', 'svg', 'canvas', 'iframe', 'object', 'embed', 'video', 'audio',
  'nav', 'aside', 'form', 'button', 'select', 'dialog', 'menu',
  '[role=navigation]', '[role=banner]', '[role=contentinfo]', '[role=complementary]', '[role=search]', '[role=dialog]',
  '[aria-hidden=true]', '[hidden]', '.skip-link', '.visually-hidden', '.sr-only',
].join(',');
const chrome = 'header, footer';

const blockTags = new Set([
  'address', 'article', 'blockquote', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure',
  'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'thead', 'tfoot', 'tr', 'ul', 'header', 'footer',
]);
const cellTags = new Set(['td', 'th']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The part of domhandler's node shape this module reads. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

export function extractHtml(body: Buffer, pageUrl: string, contentType = ''): ExtractedPage {
  const charset = /charset=([^;]+)/i.exec(contentType)?.[1]?.trim();
  const $ = loadBuffer(body, { encoding: { transportLayerEncodingLabel: charset, defaultEncoding: 'utf-8' } });
  const base = normalizeUrl($('base[href]').attr('href') ?? '', pageUrl) ?? pageUrl;
  const robots = ($('meta[name=robots]').attr('content') ?? '').toLowerCase();
  const canonicalHref = $('link[rel~=canonical]').attr('href');
  const links = collectLinks($, base);
  const title = clean($('title').first().text()) || clean($('h1').first().text()) || new URL(pageUrl).pathname;
  const language = $('html').attr('lang')?.trim() || undefined;

  const root = pickContentRoot($);
  $(noise, root).remove();
  if (root.is('body')) $(chrome, root).remove();
  const sections = walkSections(root.get(0) as unknown as DomNode | undefined);

  return {
    title,
    canonical: canonicalHref ? normalizeUrl(canonicalHref, base) : undefined,
    links,
    sections,
    language,
    noindex: /\bnoindex\b|\bnone\b/.test(robots),
    nofollow: /\bnofollow\b|\bnone\b/.test(robots),
  };
}

function collectLinks($: CheerioAPI, base: string): string[] {
  const seen = new Set<string>();
  $('a[href], area[href]').each((_, el) => {
    const href = $(el).attr('href');
    if (!href || /^(mailto|tel|javascript|data):/i.test(href.trim())) return;
    const url = normalizeUrl(href, base);
    if (url) seen.add(url);
  });
  return [...seen];
}

// Navigation links are collected before this, so dropping chrome does not hide pages.
function pickContentRoot($: CheerioAPI) {
  const main = $('main, [role=main]').first();
  if (main.length) return main;
  const articles = $('article');
  if (articles.length === 1) return articles.first();
  return $('body').first();
}

function walkSections(root: DomNode | undefined): PageSection[] {
  const sections: PageSection[] = [];
  let heading = '';
  let buffer = '';
  const flush = () => {
    const text = tidy(buffer);
    if (text) sections.push({ heading, text });
    buffer = '';
  };
  const visit = (node: DomNode) => {
    if (node.type === 'text') {
      buffer += node.data ?? '';
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const name = node.name ?? '';
    if (headingTags.has(name)) {
      flush();
      heading = clean(textOf(node));
      return;
    }
    const block = blockTags.has(name);
    if (block) buffer += '\n';
    if (name === 'li') buffer += '- ';
    for (const child of node.children ?? []) visit(child);
    if (block) buffer += '\n';
    else if (cellTags.has(name)) buffer += ' \t ';
  };
  if (root) visit(root);
  flush();
  return sections;
}

function textOf(node: DomNode): string {
  if (node.type === 'text') return node.data ?? '';
  return (node.children ?? []).map(textOf).join(' ');
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function tidy(s: string): string {
  return s
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line && line !== '-')
    .join('\n');
}
