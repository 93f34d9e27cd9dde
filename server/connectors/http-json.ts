import { CrawlError } from '../crawler/errors.ts';
import { safeFetch } from '../crawler/http.ts';
import { ConnectorError } from './types.ts';

export interface JsonRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Hosts the SSRF guard lets through (CRAWL_ALLOW_HOSTS): base URLs come from user settings. */
  allowHosts: readonly string[];
  signal?: AbortSignal;
}

/** How a provider's HTTP failures read to the user. */
export interface ErrorWording {
  provider: string;
  /** 401/403: what to check. */
  unauthorized: string;
  /** 404: what was not found. */
  notFound: string;
}

const maxRetryWaitMs = 10_000;

export const privateApiMessage = 'the address resolves to a private network, which this server does not connect to';

/**
 * A JSON call to a provider's API through the same guarded client as the crawler (the base URL
 * is a user setting, so it must not reach the server's own network). 429 and 503 are retried
 * twice, honouring Retry-After up to 10 s; other failures become a ConnectorError with a message
 * that says what to do.
 */
export async function requestJson<T>(url: string, req: JsonRequest, wording: ErrorWording): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await safeFetch(url, {
        allowHosts: req.allowHosts,
        method: req.method,
        body: req.body,
        signal: req.signal,
        headers: { Accept: 'application/json', ...req.headers },
        maxRedirects: 0,
      });
    } catch (err) {
      if (err instanceof CrawlError && err.code === 'aborted') throw err;
      // The crawler's wording ("cannot be crawled") does not fit an API: say what happened to this call.
      const reason =
        err instanceof CrawlError && err.code === 'blocked_address' ? privateApiMessage : err instanceof Error ? err.message : String(err);
      throw new ConnectorError(
        `${wording.provider} could not be reached: ${reason}`,
        err instanceof CrawlError && err.code !== 'blocked_address' && err.code !== 'bad_scheme',
      );
    }
    if ((res.status === 429 || res.status === 503) && attempt < 2) {
      const wait = retryAfterMs(res.headers['retry-after']);
      if (wait <= maxRetryWaitMs) {
        await new Promise((r) => setTimeout(r, wait));
        continue;
      }
    }
    if (res.status >= 200 && res.status < 300) {
      try {
        return JSON.parse(res.body.toString('utf8') || 'null') as T;
      } catch {
        throw new ConnectorError(`${wording.provider} answered something that is not JSON`);
      }
    }
    throw statusError(res.status, wording, res.body.toString('utf8'));
  }
}

function retryAfterMs(header: string | string[] | undefined): number {
  const v = Array.isArray(header) ? header[0] : header;
  if (!v) return 1000;
  const seconds = Number(v);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(v);
  return Number.isNaN(at) ? 1000 : Math.max(0, at - Date.now());
}

// OAuth2 token endpoints answer 400 with these codes for wrong credentials (RFC 6749, 5.2).
const oauthCredentialErrors = new Set(['invalid_client', 'invalid_grant', 'unauthorized_client']);

function statusError(status: number, w: ErrorWording, body: string): ConnectorError {
  if (status === 400 && oauthCredentialErrors.has(oauthError(body) ?? ''))
    return new ConnectorError(`${w.provider} refused the credentials (${oauthError(body)}). ${w.unauthorized}`);
  if (status === 401 || status === 403)
    return new ConnectorError(`${w.provider} refused the credentials (HTTP ${status}). ${w.unauthorized}`);
  if (status === 404) return new ConnectorError(`${w.provider} could not find ${w.notFound} (HTTP 404)`);
  if (status === 429)
    return new ConnectorError(
      `${w.provider} is limiting requests (HTTP 429). The next sync will try again; refresh later to retry now.`,
      true,
    );
  if (status >= 500) return new ConnectorError(`${w.provider} is unavailable (HTTP ${status}). Try again later.`, true);
  const detail = providerMessage(body);
  return new ConnectorError(`${w.provider} refused the request (HTTP ${status})${detail ? `: ${detail}` : ''}`);
}

function oauthError(body: string): string | undefined {
  try {
    const json = JSON.parse(body) as { error?: unknown };
    return typeof json.error === 'string' ? json.error : undefined;
  } catch {
    return undefined;
  }
}

/** The human part of a provider's error body, when it has one. */
function providerMessage(body: string): string | undefined {
  try {
    const json = JSON.parse(body) as { message?: unknown; error_description?: unknown; error?: { message?: unknown } | string };
    const m = json.message ?? json.error_description ?? (typeof json.error === 'object' ? json.error?.message : json.error);
    return typeof m === 'string' ? m.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}
