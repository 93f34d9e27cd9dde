import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { AUTH_TOKEN_KEY } from '../../src/providers/httpClient.ts';
import { createDataProvider, isAbortError, uploadFiles } from '../../src/providers/dataProvider.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('dataProvider', () => {
  it('reads lists the simple-rest way (range, sort, filter; total from Content-Range)', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get('*/api/documents', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json([{ id: 'd1', name: 'Menu.docx' }], { headers: { 'Content-Range': 'documents 0-0/7' } });
      }),
    );
    const result = await createDataProvider().getList('documents', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'menu' },
    });
    expect(result.total).toBe(7);
    expect(result.data).toEqual([{ id: 'd1', name: 'Menu.docx' }]);
    expect(query?.get('range')).toBe('[0,24]');
    expect(query?.get('sort')).toBe('["createdAt","DESC"]');
    expect(query?.get('filter')).toBe('{"q":"menu"}');
  });

  it('posts custom verbs to /api/<resource>/<id>/<action> with the product token', async () => {
    let seen: { path: string; auth: string | null; body: unknown } | undefined;
    server.use(
      http.post('*/api/integrations/:id/:action', async ({ request, params }) => {
        seen = { path: `${params.id}/${params.action}`, auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ id: params.id, status: 'pending' });
      }),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const { data } = await createDataProvider().action<{ id: string; status: string }>('integrations', 'i 1', 'refresh');
    expect(seen).toEqual({ path: 'i 1/refresh', auth: 'Bearer tok', body: {} });
    expect(data).toEqual({ id: 'i 1', status: 'pending' });
  });

  it('uploads files as multipart parts named "file" plus extra fields', async () => {
    let received: { fileParts: number; access: FormDataEntryValue | null; auth: string | null } | undefined;
    server.use(
      http.post('*/api/documents', async ({ request }) => {
        const form = await request.formData();
        received = {
          // jsdom's File does not survive msw's XMLHttpRequest bridge intact; the parts do.
          fileParts: form.getAll('file').length,
          access: form.get('access'),
          auth: request.headers.get('authorization'),
        };
        return HttpResponse.json([{ id: 'a' }, { id: 'b' }], { status: 201 });
      }),
    );
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    const files = [new File(['one'], 'one.txt'), new File(['two'], 'two.txt')];
    const progress: number[] = [];
    const { data } = await uploadFiles('documents', files, { fields: { access: 'staff' }, onProgress: (f) => progress.push(f) });
    expect(received).toEqual({ fileParts: 2, access: 'staff', auth: 'Bearer tok' });
    expect(data.map((r) => r.id)).toEqual(['a', 'b']);
    expect(progress.at(-1)).toBe(1);
  });

  it('cancels an upload when its signal aborts, as a cancellation rather than a failure', async () => {
    // The server would answer late: the abort comes first.
    server.use(
      http.post(
        '*/api/documents',
        async () => new Promise<Response>((resolve) => setTimeout(() => resolve(HttpResponse.json({ id: 'late' })), 2000)),
      ),
    );
    const controller = new AbortController();
    const sending = uploadFiles('documents', [new File(['x'], 'x.txt')], { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(isAbortError(await sending)).toBe(true);
    // Already aborted: nothing is sent.
    expect(
      isAbortError(await uploadFiles('documents', [new File(['x'], 'x.txt')], { signal: controller.signal }).catch((e: unknown) => e)),
    ).toBe(true);
  });

  it('rejects a refused upload with the server message', async () => {
    server.use(http.post('*/api/documents', () => HttpResponse.json({ message: 'File too large' }, { status: 413 })));
    const error = (await uploadFiles('documents', [new File(['x'], 'x.bin')]).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(413);
    expect(error.message).toBe('File too large');
  });
});
