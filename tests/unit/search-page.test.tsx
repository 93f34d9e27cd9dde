import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { memoryStore, TestMemoryRouter, type DataProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext } from 'ra-ui-materialui';
import { messages as en } from '../../src/custom/search/i18n/en.ts';
import { SearchPage } from '../../src/custom/search/SearchPage.tsx';
import type { AskSource, SearchResult } from '../../src/custom/search/searchModel.ts';

// MUI in jsdom on a shared two-core machine is slow; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 30_000 });

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en');
const TOKEN = 'tok_123';
const SIGNED_9 = '/api/documents/doc_9/file?pid=p1&expires=1&sig=abc';

const result = (overrides: Partial<SearchResult>): SearchResult => ({
  id: 'chunk_1',
  source: 'documents',
  sourceId: 'doc_1',
  title: 'House rules.pdf',
  snippet: 'Guests may request a late <mark>check-out</mark> until 2 pm.',
  url: '/api/documents/doc_1/file#page=2',
  score: 0.82,
  location: { page: 2 },
  date: '2025-02-14T09:30:00.000Z',
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A text/event-stream body the test pushes events into, to watch the answer grow. */
const eventStream = () => {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    close: () => controller.close(),
  };
};

type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;

const stubFetch = (routes: Record<string, Route>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!route) return json(404, { message: 'Not Found' });
    return route(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init ?? {} }))
    .filter(({ url }) => url.pathname === path);

let location = '';

const renderPage = (path = '/search') =>
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location = `${l.pathname}${l.search}`)}>
      <AdminContext
        dataProvider={{} as DataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <SearchPage />
      </AdminContext>
    </TestMemoryRouter>,
  );

const searchInput = () => screen.getByPlaceholderText('Search files and documents...');

beforeEach(() => localStorage.setItem('authToken', TOKEN));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Search screen', () => {
  it('starts with tips, searches on Enter with the chosen source, keeps both in the URL and pages with Load more', async () => {
    const fetchMock = stubFetch({
      'GET /api/search': (url) => {
        const [from] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as number[];
        const page = Array.from({ length: from === 0 ? 10 : 2 }, (_, i) =>
          result({ id: `faq_${from + i}`, source: 'faqs', title: `FAQ ${from + i}`, url: `/faq-manager?question=q${from + i}` }),
        );
        return json(200, { results: page, total: 12 });
      },
    });
    renderPage();
    const user = userEvent.setup();

    expect(screen.getByText('Search', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByText('Press Enter to search.')).toBeTruthy();
    for (const label of ['All sources', 'Documents', 'Images', 'FAQs', 'Website', 'PMS', 'Reviews']) {
      expect(screen.getByText(label)).toBeTruthy();
    }

    await user.click(screen.getByText('FAQs'));
    await user.click(searchInput());
    await user.paste('late check-out');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('12 results')).toBeTruthy();
    const [first] = callsTo(fetchMock, '/api/search');
    expect(first.url.searchParams.get('q')).toBe('late check-out');
    expect(first.url.searchParams.get('source')).toBe('faqs');
    expect(first.url.searchParams.get('range')).toBe('[0,9]');
    expect(new Headers(first.init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(new URLSearchParams(location.split('?')[1]).get('q')).toBe('late check-out');
    expect(new URLSearchParams(location.split('?')[1]).get('source')).toBe('faqs');
    expect(screen.getAllByTestId('search-result')).toHaveLength(10);
    expect(screen.getByText('FAQ 0').closest('a')?.getAttribute('href')).toBe('/faq-manager?question=q0');

    await user.click(screen.getByText('Load more'));
    await waitFor(() => expect(screen.getAllByTestId('search-result')).toHaveLength(12));
    expect(callsTo(fetchMock, '/api/search')[1].url.searchParams.get('range')).toBe('[10,19]');
    expect(screen.queryByText('Load more')).toBeNull();
  });

  it('renders highlights as <mark> but never the markup hidden in a snippet, and shows image thumbnails', async () => {
    stubFetch({
      'GET /api/search': () =>
        json(200, {
          results: [
            result({ snippet: 'Late <mark>check-out</mark> <script>window.hacked = 1</script><img src=x onerror="window.hacked = 1">' }),
            result({
              id: 'img_1',
              source: 'images',
              sourceId: 'doc_9',
              title: 'Pool.jpg',
              url: '/api/documents/doc_9/file',
              snippet: 'Rooftop <mark>pool</mark>',
            }),
          ],
          total: 2,
        }),
      'GET /api/documents/doc_9/file-url': () => json(200, { url: SIGNED_9 }),
    });
    renderPage('/search?q=check-out&source=all');

    const items = await screen.findAllByTestId('search-result');
    expect(searchInput()).toHaveProperty('value', 'check-out');
    const [doc, image] = items;
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('mark')?.textContent).toBe('check-out');
    expect(doc.textContent).toContain('<script>window.hacked = 1</script>');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    // Issue 7: no token in any URL; the link opens through a signed link asked for at click time.
    expect(within(doc).getByText('House rules.pdf').closest('a')?.getAttribute('href')).toBe('/api/documents/doc_1/file#page=2');
    expect(within(doc).getByText('House rules.pdf').closest('a')?.getAttribute('target')).toBe('_blank');

    await waitFor(() => expect(image.querySelector('img')).not.toBeNull());
    const thumbnail = image.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toBe(SIGNED_9);
    expect(thumbnail?.getAttribute('alt')).toBe('Preview of Pool.jpg');
  });

  it('opens the result picked with the arrow keys', async () => {
    stubFetch({
      'GET /api/search': () =>
        json(200, {
          results: [result({ id: 'a' }), result({ id: 'b', source: 'website', title: 'Spa', url: 'https://hotel.example/spa' })],
          total: 2,
        }),
    });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderPage('/search?q=spa');
    const user = userEvent.setup();
    await screen.findAllByTestId('search-result');

    await user.click(searchInput());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.click(screen.getByText('Open', { selector: 'button' }));
    expect(open).toHaveBeenCalledWith('https://hotel.example/spa', '_blank', 'noopener,noreferrer');
  });

  it('opens a document file in a new tab through a signed link fetched at click time', async () => {
    const fetchMock = stubFetch({
      'GET /api/search': () => json(200, { results: [result({})], total: 1 }),
      'GET /api/documents/doc_1/file-url': () => json(200, { url: '/api/documents/doc_1/file?pid=p1&expires=1&sig=s1' }),
    });
    const tab = { opener: {}, location: { href: '' } };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    renderPage('/search?q=rules');
    const user = userEvent.setup();
    await screen.findAllByTestId('search-result');
    expect(callsTo(fetchMock, '/api/documents/doc_1/file-url')).toHaveLength(0);

    await user.click(screen.getByText('House rules.pdf'));
    await waitFor(() => expect(tab.location.href).toBe('/api/documents/doc_1/file?pid=p1&expires=1&sig=s1#page=2'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const [asked] = callsTo(fetchMock, '/api/documents/doc_1/file-url');
    expect(new Headers(asked.init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    for (const call of fetchMock.mock.calls) expect(String(call[0])).not.toContain(TOKEN);
  });

  it('shows the empty result message and the error state with a working retry', async () => {
    let fail = true;
    const fetchMock = stubFetch({
      'GET /api/search': (url) => {
        if (url.searchParams.get('q') === 'zzz') return json(200, { results: [], total: 0 });
        if (fail) return json(500, { message: 'The search index is unavailable' });
        return json(200, { results: [result({})], total: 1 });
      },
    });
    renderPage('/search?q=zzz');
    const user = userEvent.setup();
    expect(await screen.findByText('No results for "zzz"')).toBeTruthy();

    await user.clear(searchInput());
    await user.paste('breakfast');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Search failed');
    expect(alert.textContent).toContain('The search index is unavailable');

    fail = false;
    await user.click(within(alert).getByText('Retry'));
    expect(await screen.findByText('1 result')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/search').filter(({ url }) => url.searchParams.get('q') === 'breakfast')).toHaveLength(2);
  });

  it('asks with Ctrl+Enter and streams the answer in order with citations linking to its sources', async () => {
    const stream = eventStream();
    const fetchMock = stubFetch({
      'POST /api/ask': () => stream.response,
      'GET /api/ai/status': () => json(200, { provider: 'offline', model: null, embeddings: false }),
    });
    renderPage('/search?source=documents');
    const user = userEvent.setup();
    // The screen's language goes along: the answer's when the question's own cannot be told.
    document.documentElement.lang = 'de';

    await user.click(searchInput());
    await user.paste('When is breakfast served?');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Reading your sources...')).toBeTruthy();
    const [ask] = callsTo(fetchMock, '/api/ask');
    document.documentElement.lang = '';
    expect(JSON.parse(String(ask.init.body))).toEqual({ question: 'When is breakfast served?', source: 'documents', language: 'de' });
    expect(new Headers(ask.init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(callsTo(fetchMock, '/api/search')).toHaveLength(0);

    const sources: AskSource[] = [
      {
        n: 1,
        id: 'c1',
        source: 'documents',
        title: 'Guest guide.pdf',
        url: '/api/documents/doc_1/file#page=4',
        snippet: '<mark>Breakfast</mark> 7–10 am',
      },
      { n: 2, id: 'c2', source: 'faqs', title: 'Is breakfast included?', url: '/faq-manager?question=q7', snippet: 'Yes' },
    ];
    stream.send('sources', sources);
    stream.send('delta', { text: 'Breakfast is served from 7 to 10 am [1].' });
    const answer = await screen.findByTestId('answer-text');
    await waitFor(() => expect(answer.textContent).toBe('Breakfast is served from 7 to 10 am [1].'));
    expect(screen.getByText('Stop')).toBeTruthy();

    stream.send('delta', { text: ' It is included in every rate [2].' });
    await waitFor(() =>
      expect(screen.getByTestId('answer-text').textContent).toBe(
        'Breakfast is served from 7 to 10 am [1]. It is included in every rate [2].',
      ),
    );
    stream.send('done', { provider: 'offline', model: null });
    stream.close();

    await waitFor(() => expect(screen.queryByText('Stop')).toBeNull());
    expect(screen.getByTestId('answered-by').textContent).toBe('Answered by the built-in offline writer');
    const cite1 = screen.getByLabelText('Source 1: Guest guide.pdf');
    expect(cite1.textContent).toBe('[1]');
    expect(cite1.getAttribute('href')).toBe('/api/documents/doc_1/file#page=4');
    expect(screen.getByLabelText('Source 2: Is breakfast included?').getAttribute('href')).toBe('/faq-manager?question=q7');
    const list = screen.getByLabelText('Sources', { selector: 'ol' });
    expect(within(list).getByText('Guest guide.pdf')).toBeTruthy();
    expect(list.querySelector('mark')?.textContent).toBe('Breakfast');
  });

  it('lists the passages the answer cites as its sources and the others read behind a button', async () => {
    const stream = eventStream();
    stubFetch({
      'POST /api/ask': () => stream.response,
      'GET /api/ai/status': () => json(200, { provider: 'offline', model: null, embeddings: false }),
    });
    renderPage('/search');
    const user = userEvent.setup();
    await user.click(searchInput());
    await user.paste('dog price');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const passages: AskSource[] = ['Sauna prices', 'Pets', 'Spa rules'].map((title, i) => ({
      n: i + 1,
      id: `c${i + 1}`,
      source: 'documents',
      title,
      url: null,
      snippet: 'Passage text',
    }));
    stream.send('sources', passages);
    stream.send('delta', { text: 'Dogs: EUR 15 per night [2].' });
    // While the answer streams, every passage read is listed.
    await waitFor(() => expect(within(screen.getByLabelText('Sources', { selector: 'ol' })).getAllByRole('listitem')).toHaveLength(3));
    stream.send('done', { provider: 'offline', model: null });
    stream.close();

    await waitFor(() => expect(within(screen.getByLabelText('Sources', { selector: 'ol' })).getAllByRole('listitem')).toHaveLength(1));
    expect(within(screen.getByLabelText('Sources', { selector: 'ol' })).getByText('Pets')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Other passages read (2)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Also read, not cited')).toBeNull();
    await user.click(more);
    const others = screen.getByLabelText('Also read, not cited', { selector: 'ol' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Sauna prices'), expect.stringContaining('Spa rules')]);
  });

  it('stops a streaming answer and names the model that was answering', async () => {
    const stream = eventStream();
    let askSignal: AbortSignal | undefined;
    stubFetch({
      'POST /api/ask': (_url, init) => {
        askSignal = init.signal ?? undefined;
        return stream.response;
      },
      'GET /api/ai/status': () => json(200, { provider: 'openai-compatible', model: 'llama3.1:8b', embeddings: true }),
    });
    renderPage();
    const user = userEvent.setup();

    fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(searchInput());
    await user.paste('Do you have parking?');
    await user.keyboard('{Meta>}{Enter}{/Meta}');

    stream.send('delta', { text: 'Yes, there is' });
    await waitFor(() => expect(screen.getByTestId('answer-text').textContent).toBe('Yes, there is'));
    await waitFor(() => expect(screen.getByTestId('answered-by').textContent).toBe('Answered by llama3.1:8b'));

    await user.click(screen.getByText('Stop'));
    expect(await screen.findByText('Stopped')).toBeTruthy();
    expect(askSignal?.aborted).toBe(true);
    expect(screen.getByTestId('answer-text').textContent).toBe('Yes, there is');
  });

  it('shows an error event from the stream with a retry', async () => {
    let attempt = 0;
    stubFetch({
      'POST /api/ask': () => {
        attempt += 1;
        const stream = eventStream();
        if (attempt === 1) stream.send('error', { message: 'The model server failed: 502 Bad Gateway' });
        else {
          stream.send('delta', { text: 'Check-in starts at 3 pm.' });
          stream.send('done', { provider: 'openai-compatible', model: 'gpt-4o-mini' });
        }
        stream.close();
        return stream.response;
      },
      'GET /api/ai/status': () => json(503, { message: 'Service Unavailable' }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(searchInput());
    await user.paste('check-in time');
    await user.click(screen.getByText('Ask'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The answer could not be completed');
    expect(alert.textContent).toContain('The model server failed: 502 Bad Gateway');
    await user.click(within(alert).getByText('Retry'));
    await waitFor(() => expect(screen.getByTestId('answer-text').textContent).toBe('Check-in starts at 3 pm.'));
    expect(screen.getByTestId('answered-by').textContent).toBe('Answered by gpt-4o-mini');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
