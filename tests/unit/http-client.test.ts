import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { AUTH_TOKEN_KEY, createHttpClient, REQUEST_TIMEOUT_MS, RequestTimeoutError } from '../../src/providers/httpClient.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** Answers with what the request carried, so assertions read the real wire. */
const echoHeaders = () =>
  http.all('*/api/echo', async ({ request }) =>
    HttpResponse.json({
      method: request.method,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
    }),
  );

describe('httpClient', () => {
  it('prefixes a bare stored token with Bearer', async () => {
    server.use(echoHeaders());
    localStorage.setItem(AUTH_TOKEN_KEY, 'product-token');
    const { json } = await createHttpClient()<{ authorization: string }>('/api/echo');
    expect(json.authorization).toBe('Bearer product-token');
  });

  it('does not prefix a token that already carries Bearer', async () => {
    server.use(echoHeaders());
    localStorage.setItem(AUTH_TOKEN_KEY, 'Bearer already-prefixed');
    const { json } = await createHttpClient()<{ authorization: string }>('/api/echo');
    expect(json.authorization).toBe('Bearer already-prefixed');
  });

  it('sends no Authorization header when signed out', async () => {
    server.use(echoHeaders());
    const { json } = await createHttpClient()<{ authorization: string | null }>('/api/echo');
    expect(json.authorization).toBeNull();
  });

  it('defaults to a JSON content type, but leaves multipart bodies to the browser', async () => {
    server.use(echoHeaders());
    const client = createHttpClient();
    const get = await client<{ contentType: string }>('/api/echo');
    expect(get.json.contentType).toBe('application/json');
    const post = await client<{ contentType: string }>('/api/echo', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(post.json.contentType).toBe('application/json');
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const multipart = await client<{ contentType: string }>('/api/echo', { method: 'POST', body: form });
    expect(multipart.json.contentType).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("answers react-admin's { status, headers, body, json } shape", async () => {
    server.use(http.get('*/api/items', () => HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'items 0-0/1' } })));
    const response = await createHttpClient()('/api/items');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('items 0-0/1');
    expect(response.body).toBe('[{"id":1}]');
    expect(response.json).toEqual([{ id: 1 }]);
  });

  it('gives up after the time-out with a clear error', async () => {
    server.use(
      http.get('*/api/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = createHttpClient()('/api/slow');
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('on 401 clears the token, sends the browser to /login and still rejects', async () => {
    server.use(http.get('*/api/private', () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })));
    localStorage.setItem(AUTH_TOKEN_KEY, 'stale');
    const onUnauthorized = vi.fn();
    const error = await createHttpClient({ onUnauthorized })('/api/private').catch((e: unknown) => e);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).message).toBe('Session expired');
  });

  it('passes other errors through with the server message, status and body (field errors reach forms)', async () => {
    const body = { message: 'Please enter a valid URL', errors: { url: 'Please enter a valid URL' } };
    server.use(http.post('*/api/integrations', () => HttpResponse.json(body, { status: 422 })));
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const onUnauthorized = vi.fn();
    const error = (await createHttpClient({ onUnauthorized })('/api/integrations', { method: 'POST', body: '{}' }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Please enter a valid URL');
    expect(error.status).toBe(422);
    expect(error.body).toEqual(body);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token');
  });

  it('names a bodiless failure by its status', async () => {
    server.use(http.get('*/api/broken', () => new HttpResponse(null, { status: 500 })));
    const error = (await createHttpClient()('/api/broken').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(500);
    expect(error.message).toBe('Internal Server Error');
  });
});
