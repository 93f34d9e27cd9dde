import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite } from '../../server/crawler/crawl.ts';
import { compileGlob } from '../../server/crawler/glob.ts';
import { memoryCrawlStore } from '../../server/crawler/store.ts';
import { page, startSite, type FixtureSite } from '../fixtures/site.ts';

// Issue 7: include/exclude patterns are user input. Compiled to backtracking regular expressions,
// `/**` ten times against a 40-segment path froze the whole server for 40 s; they must match in
// time proportional to pattern × path, whatever the pattern.

const pathological = '/**/**/**/**/**/**/**/**/**/**/x';
const deepPath = (segments: number, last = 'page') => `/${Array.from({ length: segments - 1 }, (_, i) => `d${i}`).join('/')}/${last}`;

/** The regular expression the patterns used to compile to: the reference for ordinary patterns. */
function reference(pattern: string): RegExp {
  let p = pattern.trim();
  if (p.endsWith('/')) p += '**';
  const anchored = p.startsWith('/');
  let out = '';
  for (let i = 0; i < p.length; i++) {
    const ch = p[i];
    if (ch === '*' && p[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch!.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`${anchored ? '^' : '(^|/)'}${out}(\\?.*)?$`);
}

describe('security: crawl patterns', () => {
  it('matches /**/**/**/**/**/**/**/**/**/**/x against a 40-segment path (no backtracking)', () => {
    const glob = compileGlob(pathological);
    // Neither of these may hang the process: the answer comes from one pass over the path.
    expect(glob.test(deepPath(40))).toBe(false);
    expect(glob.test(deepPath(40, 'x'))).toBe(true);
    expect(compileGlob('**a**a**a**a**a**a**a**a**a**a**b').test(`/${'a'.repeat(4000)}`)).toBe(false);
    expect(compileGlob('/*a*a*a*a*a*a*a*a*a*a*a*a*b').test(`/${'a'.repeat(4000)}`)).toBe(false);
  });

  it('keeps the meaning of ordinary patterns', () => {
    const patterns = [
      '/blog/*',
      '/blog/**',
      '*.pdf',
      '/private/',
      'rooms/*',
      '/rooms/?',
      '/a/**/b',
      '**/print',
      '/search',
      '/*/suite',
      'menu-*.pdf',
      '/rooms/*?view=*',
    ];
    const paths = [
      '/',
      '/blog/post',
      '/blog/2024/post',
      '/blog/',
      '/files/menu.pdf',
      '/menu-2024.pdf',
      '/private/a/b',
      '/private',
      '/rooms/deluxe',
      '/en/rooms/deluxe',
      '/rooms/1',
      '/rooms/12',
      '/a/b',
      '/a/x/y/b',
      '/a/x/y/bc',
      '/x/print',
      '/search?q=spa',
      '/search/more',
      '/en/suite',
      '/rooms/suite?view=sea',
      '/rooms/suite?view=sea/x',
    ];
    for (const p of patterns) {
      const glob = compileGlob(p);
      const re = reference(p);
      for (const path of paths) expect(glob.test(path), `${p} on ${path}`).toBe(re.test(path));
    }
  });

  describe('in a real crawl', () => {
    let site: FixtureSite;
    beforeAll(async () => {
      site = await startSite({ bare: true });
      const deep = deepPath(40);
      site.setPage(
        '/',
        page('Home', `<h1>Home</h1><p>Welcome to the hotel by the sea.</p><p><a href="${deep}">deep</a> <a href="/rooms">rooms</a></p>`),
      );
      site.setPage(deep, page('Deep', '<h1>Deep page</h1><p>A page far down the tree, with its own text.</p>'));
      site.setPage('/rooms', page('Rooms', '<h1>Rooms</h1><p>Sea view rooms with balconies.</p>'));
    });
    afterAll(() => site?.close());

    it('crawls a site with pathological include and exclude patterns, applying them', async () => {
      const store = memoryCrawlStore();
      await crawlSite(
        {
          url: `${site.url}/`,
          allowHosts: ['127.0.0.1'],
          politenessMs: 0,
          exclude: [pathological, '/rooms'],
          include: ['/**/**/**/**/**/**/**/**/**/**/page', '/'],
        },
        store,
      );
      const paths = [...store.pages.keys()].map((u) => u.slice(site.url.length)).sort();
      expect(paths).toEqual(['/', deepPath(40)].sort());
    });
  });
});
