import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';

/** sha256 sources of the inline <script> blocks of a page (index.html's theme script), for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The app page's Content-Security-Policy. Scripts: this origin and the page's own inline script by
 * hash. Styles need 'unsafe-inline' (emotion, MUI's styling engine, inserts <style> tags at run
 * time). Okta's origin is reachable for the sign-in calls okta-auth-js makes from the page.
 */
export function appCsp(config: Config, html: string): string {
  const idp = config.devIdp ? [] : [new URL(config.issuer).origin];
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${idp.join(' ')}`.trim(),
    `frame-src 'self' ${idp.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers of every response Hono answers (API, files, the app): no framing, no MIME sniffing, no
 * referrer to other sites, HSTS when the product is served over TLS. The app page adds its CSP
 * (server/static.ts); JSON answers get a CSP that allows nothing (they are data, never a page);
 * anything else at least may not be framed.
 */
export function securityHeaders(config: Config): MiddlewareHandler {
  const tls = config.publicUrl.startsWith('https://');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('X-Frame-Options', 'DENY');
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'no-referrer');
    if (tls) h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!h.has('Content-Security-Policy')) {
      const data = /^application\/json/i.test(h.get('content-type') ?? '');
      h.set('Content-Security-Policy', data ? "default-src 'none'; frame-ancestors 'none'" : "frame-ancestors 'none'");
    }
  };
}
