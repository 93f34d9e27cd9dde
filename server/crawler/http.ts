import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { CrawlError } from './errors.ts';
import { vetHost, type Resolver } from './ssrf.ts';

export const userAgent = 'HotelWorkspaceBot';
const userAgentHeader = `Mozilla/5.0 (compatible; ${userAgent}/1.0)`;

export interface SafeFetchOptions {
  allowHosts: readonly string[];
  /** GET unless said otherwise; redirects are followed for GET only. */
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Largest body accepted, after decompression. */
  maxBytes?: number;
  /** Whole request including redirects and body. */
  timeoutMs?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** DNS resolver; tests substitute one to simulate hostile DNS. */
  resolve?: Resolver;
}

export interface SafeResponse {
  /** Final URL after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export const fetchDefaults = { maxBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5 };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

// Kept-alive connections save a TCP (and TLS) handshake per page. Pooled sockets are keyed by host
// name and each was opened to an address vetted for that name, so reusing one stays safe.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 16, timeout: 30_000 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 16, timeout: 30_000 }),
};

/**
 * An HTTP request with the crawler's safety rules: http(s) only, every hop's host resolved and vetted here,
 * the socket pinned to the vetted address, redirects followed by hand (each hop vetted again),
 * bounded size and time.
 */
export async function safeFetch(rawUrl: string, opts: SafeFetchOptions): Promise<SafeResponse> {
  const maxRedirects = opts.maxRedirects ?? fetchDefaults.maxRedirects;
  const timeoutMs = opts.timeoutMs ?? fetchDefaults.timeoutMs;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
  let url = parseHttpUrl(rawUrl);
  for (let hop = 0; ; hop++) {
    const res = await requestOnce(url, opts, signal, timeoutMs);
    const location = res.headers.location;
    if (!redirectStatuses.has(res.status) || !location || (opts.method ?? 'GET') !== 'GET') return res;
    if (hop >= maxRedirects) throw new CrawlError(`Too many redirects (more than ${maxRedirects}) from ${rawUrl}`, 'too_many_redirects');
    url = parseHttpUrl(new URL(location, url).toString());
  }
}

export function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CrawlError(`Not a valid address: ${raw}`, 'bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CrawlError(`Only http and https addresses can be crawled (got ${url.protocol.replace(':', '')})`, 'bad_scheme');
  }
  if (url.username || url.password) throw new CrawlError('Addresses with a user name or password cannot be crawled', 'bad_url');
  return url;
}

async function requestOnce(url: URL, opts: SafeFetchOptions, signal: AbortSignal, timeoutMs: number): Promise<SafeResponse> {
  if (signal.aborted) throw abortError(signal, url, timeoutMs);
  const vetted = await vetHost(url.hostname, opts.allowHosts, opts.resolve);
  // The socket connects to the address vetted above; a second DNS answer can no longer swap it.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  };
  const maxBytes = opts.maxBytes ?? fetchDefaults.maxBytes;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: opts.method ?? 'GET',
        lookup,
        agent: agents[url.protocol as 'http:' | 'https:'],
        headers: {
          'User-Agent': userAgentHeader,
          Accept: 'text/html,application/xhtml+xml,application/pdf,application/xml;q=0.9,*/*;q=0.5',
          'Accept-Encoding': 'gzip, deflate, br',
          ...opts.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (redirectStatuses.has(status) || status === 304 || status === 204) {
          res.resume();
          resolve({ url: url.toString(), status, headers: res.headers, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          req.destroy();
          reject(tooLarge(url, maxBytes));
          return;
        }
        const stream = decoder(res);
        const parts: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy();
            stream.destroy();
            reject(tooLarge(url, maxBytes));
            return;
          }
          parts.push(chunk);
        });
        stream.on('end', () => resolve({ url: url.toString(), status, headers: res.headers, body: Buffer.concat(parts) }));
        stream.on('error', (err) => reject(signal.aborted ? abortError(signal, url, timeoutMs) : networkError(url, err)));
      },
    );
    const onAbort = () => req.destroy(abortError(signal, url, timeoutMs));
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('close', () => signal.removeEventListener('abort', onAbort));
    req.on('error', (err) => reject(err instanceof CrawlError ? err : networkError(url, err)));
    req.end(opts.body);
  });
}

function decoder(res: http.IncomingMessage): NodeJS.ReadableStream & { destroy(): void } {
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

const tooLarge = (url: URL, maxBytes: number) =>
  new CrawlError(`${url} is larger than ${Math.round(maxBytes / 1024 / 1024)} MB and was skipped`, 'too_large');

function networkError(url: URL, err: Error): CrawlError {
  const code = (err as NodeJS.ErrnoException).code;
  const reason = code === 'ECONNREFUSED' ? 'connection refused' : code === 'ECONNRESET' ? 'connection reset' : (code ?? err.message);
  return new CrawlError(`${url.host} could not be reached (${reason})`, 'network');
}

function abortError(signal: AbortSignal, url: URL, timeoutMs: number): CrawlError {
  const reason = signal.reason as Error | undefined;
  if (reason?.name === 'TimeoutError') return new CrawlError(`${url} did not answer within ${timeoutMs / 1000} s`, 'timeout');
  return new CrawlError('The crawl was stopped', 'aborted');
}
