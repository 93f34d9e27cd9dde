import { load, loadBuffer, type CheerioAPI } from 'cheerio';
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
// repeat on every page and drown the real content in search results. Checked while walking the
// tree (one pass) rather than with a selector list, which costs more than the whole walk.
const noiseTags = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'video',
  'audio',
  'nav',
  'aside',
  'form',
  'button',
  'select',
  'dialog',
  'menu',
]);
const noiseRoles = new Set(['navigation', 'banner', 'contentinfo', 'complementary', 'search', 'dialog']);
const noiseClasses = new Set(['skip-link', 'visually-hidden', 'sr-only']);
const chromeTags = new Set(['header', 'footer']);

const blockTags = new Set([
  'address',
  'article',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'ul',
  'header',
  'footer',
]);
const cellTags = new Set(['td', 'th']);
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The part of domhandler's node shape this module reads. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

function isNoise(node: DomNode, skipChrome: boolean): boolean {
  const name = node.name ?? '';
  if (noiseTags.has(name) || (skipChrome && chromeTags.has(name))) return true;
  const a = node.attribs;
  if (!a) return false;
  if ('hidden' in a || a['aria-hidden'] === 'true' || noiseRoles.has(a.role ?? '')) return true;
  return a.class ? a.class.split(/\s+/).some((c) => noiseClasses.has(c)) : false;
}

export function extractHtml(body: Buffer, pageUrl: string, contentType = ''): ExtractedPage {
  const $ = parseHtml(body, contentType);
  const base = normalizeUrl($('base[href]').attr('href') ?? '', pageUrl) ?? pageUrl;
  const robots = ($('meta[name=robots]').attr('content') ?? '').toLowerCase();
  const canonicalHref = $('link[rel~=canonical]').attr('href');
  const links = collectLinks($, base);
  const title = clean($('title').first().text()) || clean($('h1').first().text()) || new URL(pageUrl).pathname;
  const language = $('html').attr('lang')?.trim() || undefined;

  const root = pickContentRoot($);
  // Header and footer inside <main> or <article> belong to the content (a title, a byline).
  const sections = walkSections(root.get(0) as unknown as DomNode | undefined, root.is('body'));

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

/**
 * UTF-8 (by far the most common) is decoded directly; any other declared charset goes through
 * cheerio's sniffing decoder, which is several times slower.
 */
function parseHtml(body: Buffer, contentType: string): CheerioAPI {
  const declared =
    /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]+charset=["']?([\w-]+)/i.exec(body.subarray(0, 2048).toString('latin1'))?.[1];
  const utf16Bom = (body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff);
  if (!utf16Bom && (!declared || /^utf-?8$/i.test(declared))) return load(body.toString('utf8'));
  return loadBuffer(body, { encoding: { transportLayerEncodingLabel: declared, defaultEncoding: 'utf-8' } });
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

function walkSections(root: DomNode | undefined, skipChrome: boolean): PageSection[] {
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
    if (isNoise(node, skipChrome)) return;
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
