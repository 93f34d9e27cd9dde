import crypto from 'node:crypto';

/**
 * A scripted browser for the real OpenID Connect code flow with PKCE against the running test
 * server: discovery, /auth, the sign-in form, redirects with cookies, code exchange, end-session.
 * It speaks plain HTTP, like the SPA and a browser would; nothing in the server is bypassed.
 */

export interface Credentials {
  email?: string;
  password?: string;
}

export interface OidcTokens {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope?: string;
  refresh_token?: string;
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
  userinfo_endpoint?: string;
  revocation_endpoint?: string;
}

export const DEFAULT_DEV_CREDENTIALS = { email: 'staff@hotel.example', password: 'hotel123' } as const;

/** The sign-in page answered instead of redirecting: the form was refused. */
export class SignInRefused extends Error {
  constructor(
    readonly status: number,
    readonly html: string,
  ) {
    super(`sign-in form refused (${status})`);
  }
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** Just enough of a cookie jar for one host: names, values and paths, expiry by Max-Age/Expires. */
export class CookieJar {
  private cookies = new Map<string, Cookie>();

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      const gone = attr('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || value === '';
      const key = `${name};${path}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

const b64url = (buf: Buffer) => buf.toString('base64url');

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in page:\n${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[name] = value;
  }
  return { action: form[1].replace(/&amp;/g, '&').replace(/&#38;/g, '&'), fields };
}

export class OidcBrowser {
  readonly jar = new CookieJar();
  private discovery?: Discovery;

  constructor(
    /** Where the app is served, e.g. http://127.0.0.1:1234 (its /callback is a registered redirect). */
    readonly appUrl: string,
    readonly opts: { issuer?: string; clientId?: string; scope?: string; prompt?: string } = {},
  ) {}

  get redirectUri() {
    return `${this.appUrl}/callback`;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(res);
    return res;
  }

  /** Follows redirects until one leaves for `stopAt` (answered without fetching it) or a page answers. */
  async follow(res: Response, stopAt: string): Promise<{ res: Response; url: string; location?: URL }> {
    let url = res.url;
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 10) throw new Error('too many redirects');
      const location = new URL(res.headers.get('location') ?? '', url);
      if (location.href.startsWith(stopAt)) return { res, url, location };
      url = location.href;
      res = await this.fetch(url);
    }
    return { res, url };
  }

  async config(): Promise<{ issuer: string; clientId: string; scope: string; discovery: Discovery }> {
    let { issuer, clientId } = this.opts;
    if (!issuer || !clientId) {
      const cfg = (await (await fetch(`${this.appUrl}/api/config`)).json()) as { issuer: string; clientId: string };
      issuer ??= cfg.issuer;
      clientId ??= cfg.clientId;
    }
    this.discovery ??= (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Discovery;
    return { issuer, clientId, scope: this.opts.scope ?? 'openid profile email', discovery: this.discovery };
  }

  /** /auth → sign-in form → POST credentials → redirect to /callback with a code. */
  async authorize(creds: Credentials = {}) {
    const { clientId, scope, discovery } = await this.config();
    const verifier = b64url(crypto.randomBytes(32));
    const state = b64url(crypto.randomBytes(16));
    const nonce = b64url(crypto.randomBytes(16));
    const auth = new URL(discovery.authorization_endpoint);
    auth.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope,
      state,
      nonce,
      code_challenge: b64url(crypto.createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      ...(this.opts.prompt ? { prompt: this.opts.prompt } : {}),
    }).toString();

    let step = await this.follow(await this.fetch(auth.href), this.redirectUri);
    if (!step.location) {
      const html = await step.res.text();
      if (step.res.status !== 200) throw new Error(`authorization answered ${step.res.status}: ${html.slice(0, 300)}`);
      const { action } = formOf(html);
      const body = new URLSearchParams({
        email: creds.email ?? DEFAULT_DEV_CREDENTIALS.email,
        password: creds.password ?? DEFAULT_DEV_CREDENTIALS.password,
      });
      const posted = await this.fetch(new URL(action, step.url).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      if (posted.status < 300 || posted.status >= 400) throw new SignInRefused(posted.status, await posted.text());
      step = await this.follow(posted, this.redirectUri);
    }
    if (!step.location) throw new Error(`sign-in ended on ${step.url} (${step.res.status}) instead of the redirect URI`);
    const params = step.location.searchParams;
    if (params.get('error')) throw new Error(`authorization error: ${params.get('error')} ${params.get('error_description') ?? ''}`);
    if (params.get('state') !== state) throw new Error('state mismatch');
    return { code: params.get('code') ?? '', verifier, nonce, clientId };
  }

  /** The whole flow: returns the provider's tokens (id_token nonce checked). */
  async signIn(creds: Credentials = {}): Promise<OidcTokens> {
    const { code, verifier, nonce, clientId } = await this.authorize(creds);
    const { discovery } = await this.config();
    const res = await this.fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri,
        client_id: clientId,
        code_verifier: verifier,
      }),
    });
    const tokens = (await res.json()) as OidcTokens & { error?: string; error_description?: string };
    if (!res.ok) throw new Error(`token endpoint answered ${res.status}: ${tokens.error} ${tokens.error_description ?? ''}`);
    if (decodeJwt(tokens.id_token).nonce !== nonce) throw new Error('id_token nonce mismatch');
    return tokens;
  }

  /** RP-initiated logout as okta-auth-js does it; answers where the provider finally sends the browser. */
  async signOut(idToken: string, postLogoutRedirectUri = `${this.appUrl}/auth/logout`, state = b64url(crypto.randomBytes(8))) {
    const { discovery } = await this.config();
    const url = new URL(discovery.end_session_endpoint);
    url.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri, state }).toString();
    const page = await this.follow(await this.fetch(url.href), postLogoutRedirectUri);
    if (page.location) return { location: page.location, state };
    // The logout page auto-submits its form in a browser; submit it the same way.
    const { action, fields } = formOf(await page.res.text());
    const posted = await this.fetch(new URL(action, page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    const done = await this.follow(posted, postLogoutRedirectUri);
    if (!done.location) throw new Error(`logout ended on ${done.url} (${done.res.status})`);
    return { location: done.location, state };
  }
}

export interface ExchangeAnswer {
  accessToken: string;
  expiresAt: string;
  user: { id: string; name: string; email: string; picture?: string; initials: string };
  property: { id: string; name: string };
  properties: { id: string; name: string }[];
}

/** POST /api/authentication/token, as the SPA calls it. */
export async function exchangeToken(api: string, accessToken: string, mfdPropertyId?: string): Promise<Response> {
  return fetch(`${api}/authentication/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken, mfdPropertyId }),
  });
}

/**
 * Signs in a development user through the real provider and exchanges the access token for the
 * product token. Defaults: staff@hotel.example / hotel123 and the user's first property.
 */
export async function devSignIn(t: { url: string; api: string }, opts: Credentials & { propertyId?: string } = {}): Promise<string> {
  const tokens = await new OidcBrowser(t.url).signIn(opts);
  const res = await exchangeToken(t.api, tokens.access_token, opts.propertyId);
  if (!res.ok) throw new Error(`token exchange answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as ExchangeAnswer).accessToken;
}
