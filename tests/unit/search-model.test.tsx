import { describe, expect, it } from 'vitest';
import { sanitizeSnippet, snippetText } from '../../src/custom/search/sanitizeSnippet.ts';
import { readSse, type SseEvent } from '../../src/custom/search/sse.ts';
import { splitCitations } from '../../src/custom/search/citations.ts';
import { modelLabel, parseSource, resultTarget, searchUrl } from '../../src/custom/search/searchModel.ts';

const streamOf = (chunks: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

const collect = async (chunks: string[]) => {
  const events: SseEvent[] = [];
  for await (const event of readSse(streamOf(chunks))) events.push(event);
  return events;
};

describe('sanitizeSnippet', () => {
  it('keeps <mark> highlights and escapes every other tag', () => {
    const html = sanitizeSnippet('Late <mark>check-out</mark> <script>alert(1)</script><img src=x onerror="alert(1)">');
    expect(html).toBe('Late <mark>check-out</mark> &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('script, img')).toBeNull();
    expect([...host.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['check-out']);
  });

  it('shows text the API already escaped as the characters it stands for, once', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeSnippet('Rooms &lt;b&gt;&amp; <mark>suites</mark> &#39;deluxe&#39; &amp;lt;');
    expect(host.textContent).toBe("Rooms <b>& suites 'deluxe' &lt;");
    expect(host.querySelector('b')).toBeNull();
  });

  it('drops attributes smuggled into mark and balances unclosed highlights', () => {
    expect(sanitizeSnippet('<mark onclick="x()">a</mark>')).toBe('&lt;mark onclick=&quot;x()&quot;&gt;a');
    expect(sanitizeSnippet('</mark>a <MARK>b')).toBe('a <mark>b</mark>');
    expect(snippetText('a <mark>b</mark> &amp; c')).toBe('a b & c');
  });
});

describe('readSse', () => {
  it('parses named events whose lines are split across chunks, with CRLF and comments', async () => {
    const events = await collect([
      ': keep-alive\r\n\r\nevent: sour',
      'ces\r\ndata: [{"n":1}]\r',
      '\n\r\nevent: delta\ndata: {"text":"Hel',
      'lo"}\n\nevent: delta\ndata: {"text":" world"}\n\n',
      'event: done\ndata: {"provider":"offline","model":null}',
    ]);
    expect(events).toEqual([
      { event: 'sources', data: '[{"n":1}]' },
      { event: 'delta', data: '{"text":"Hello"}' },
      { event: 'delta', data: '{"text":" world"}' },
      { event: 'done', data: '{"provider":"offline","model":null}' },
    ]);
  });

  it('joins multi-line data and defaults the event name to message', async () => {
    expect(await collect(['data: one\ndata: two\n\n'])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

describe('splitCitations', () => {
  it('turns known [n] and [n, m] into citations and leaves the rest as text', () => {
    expect(splitCitations('Breakfast is served at 7 [1]. Pets welcome [2, 3]. See [9].', new Set([1, 2, 3]))).toEqual([
      { type: 'text', text: 'Breakfast is served at 7 ' },
      { type: 'cite', n: 1 },
      { type: 'text', text: '. Pets welcome ' },
      { type: 'cite', n: 2 },
      { type: 'cite', n: 3 },
      { type: 'text', text: '. See [9].' },
    ]);
  });
});

describe('search model', () => {
  it('builds the search request with its source and range', () => {
    const url = new URL(searchUrl('late check-out', 'faqs', 10), 'http://x');
    expect(url.pathname).toBe('/api/search');
    expect(url.searchParams.get('q')).toBe('late check-out');
    expect(url.searchParams.get('source')).toBe('faqs');
    expect(JSON.parse(url.searchParams.get('range') ?? '')).toEqual([10, 19]);
    expect(parseSource('reviews')).toBe('reviews');
    expect(parseSource('<bogus>')).toBe('all');
  });

  // Issue 7: no token in any URL; a file opens through a signed link asked for at click time.
  it('opens files (by document, keeping the #fragment) and web pages in a new tab and app screens in place', () => {
    expect(resultTarget({ url: '/api/documents/d1/file#page=3' })).toEqual({
      kind: 'file',
      href: '/api/documents/d1/file#page=3',
      documentId: 'd1',
      hash: '#page=3',
    });
    expect(resultTarget({ url: '/api/documents/d1/file?access_token=t' })).toEqual({ kind: 'none' });
    expect(resultTarget({ url: 'https://hotel.example/spa' })).toEqual({ kind: 'external', href: 'https://hotel.example/spa' });
    expect(resultTarget({ url: '/faq-manager?question=q1' })).toEqual({ kind: 'internal', to: '/faq-manager?question=q1' });
    expect(resultTarget({ url: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(resultTarget({ url: '//evil.example/x' })).toEqual({ kind: 'none' });
  });

  it('names who answers', () => {
    expect(modelLabel({ provider: 'offline', model: null })).toEqual({ key: 'app.search.ask.offline' });
    expect(modelLabel({ provider: 'openai-compatible', model: 'llama3.1:8b' })).toEqual({
      key: 'app.search.ask.model',
      model: 'llama3.1:8b',
    });
  });
});
