import type http from 'node:http';
import type Provider from 'oidc-provider';
import type { SignInLimits } from '../auth/limits.ts';
import { findDevUser, type DevUser } from './dev-accounts.ts';
import { errorPage, signInPage } from './pages.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
const MAX_FORM_BYTES = 16 * 1024;

function send(res: http.ServerResponse, status: number, html: string, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    ...extra,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The page has no scripts. No form-action: Chromium applies it to the redirect chain after the
    // POST, which ends at the app's /callback on another origin when the SPA runs on Vite.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
  });
  res.end(html);
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The sign-in page at `${mount}/interaction/:uid` (GET shows it, POST checks the password).
 * Consent never needs a page: the only client is the product itself, and loadExistingGrant grants it.
 */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a few minutes and try again.';

export function interactionHandler(provider: Provider, users: DevUser[], mount: string, limits?: SignInLimits) {
  const emails = users.map((u) => u.email);
  return async (req: http.IncomingMessage, res: http.ServerResponse, uid: string) => {
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      return send(
        res,
        400,
        errorPage({
          error: 'This sign-in request has expired or was started in another browser.',
          hint: 'Go back to the app and sign in again.',
        }),
      );
    }
    if (details.uid !== uid) return send(res, 400, errorPage({ error: 'This sign-in request does not match your browser session.' }));
    const action = `${mount}/interaction/${encodeURIComponent(uid)}`;

    if (details.prompt.name !== 'login') {
      // Only reachable if a consent prompt slips through; grant it, the client is first-party.
      return provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
    }
    if (req.method === 'GET') return send(res, 200, signInPage({ action, emails }));
    if (req.method !== 'POST') return send(res, 405, errorPage({ error: 'Method not allowed' }));

    // Per address (every post) and per account (wrong passwords): 429 with Retry-After once over.
    const tooMany = (retryAfter: number, email?: string) =>
      send(res, 429, signInPage({ action, emails, email, error: TOO_MANY_ATTEMPTS }), { 'Retry-After': String(retryAfter) });
    const byIp = limits?.formPerIp.hit(req.socket.remoteAddress ?? 'unknown');
    if (byIp && !byIp.ok) return tooMany(byIp.retryAfter);
    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch {
      return send(res, 413, errorPage({ error: 'The form is too large.' }));
    }
    const email = form.get('email')?.trim() ?? '';
    const account = email.toLowerCase();
    const locked = limits?.formPerAccount.blocked(account);
    if (locked && !locked.ok) return tooMany(locked.retryAfter, email);
    const user = findDevUser(users, email, form.get('password') ?? '');
    if (!user) {
      limits?.formPerAccount.hit(account);
      return send(res, 401, signInPage({ action, emails, email, error: INVALID_CREDENTIALS }));
    }
    return provider.interactionFinished(req, res, { login: { accountId: user.email } }, { mergeWithLastSubmission: false });
  };
}
