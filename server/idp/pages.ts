// Server-rendered pages of the development provider: plain HTML forms that work without JavaScript.

export const PRODUCT_NAME = 'Hotel AI workspace';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(24rem, calc(100vw - 2rem)); padding: 2rem; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 0.75rem; }
  h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
  p.lead { margin: 0 0 1.5rem; opacity: 0.8; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.35rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem 0.7rem; font: inherit; border-radius: 0.4rem; border: 1px solid color-mix(in srgb, CanvasText 40%, transparent); }
  input:focus-visible, button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; border: 0; border-radius: 0.4rem; background: #1d4ed8; color: #fff; cursor: pointer; }
  .error { margin: 1rem 0 0; padding: 0.6rem 0.8rem; border-radius: 0.4rem; background: #fee2e2; color: #7f1d1d; }
  .hint { margin-top: 1.5rem; font-size: 0.9rem; opacity: 0.85; }
  .hint ul { margin: 0.35rem 0 0; padding-left: 1.2rem; }
`;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPage {
  action: string;
  emails: string[];
  email?: string;
  error?: string;
}

export function signInPage({ action, emails, email = '', error }: SignInPage): string {
  const errorHtml = error ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-describedby="sign-in-error" aria-invalid="true"' : '';
  const options = emails.map((e) => `<option value="${escapeHtml(e)}"></option>`).join('');
  const list = emails.map((e) => `<li>${escapeHtml(e)}</li>`).join('');
  return page(
    'Sign in',
    `<h1>${PRODUCT_NAME}</h1>
<p class="lead">Sign in to continue (development sign-in)</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" list="dev-users" required value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
  <datalist id="dev-users">${options}</datalist>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
  ${errorHtml}
  <button type="submit">Sign in</button>
</form>
<section class="hint" aria-label="Development users">
  Development users (passwords are set in <code>DEV_USERS</code>, see README "Signing in"):
  <ul>${list}</ul>
</section>`,
  );
}

/** RP-initiated logout: the user already asked to sign out in the app, so do not ask again. */
export function logoutPage(form: string): string {
  // The provider's form carries the xsrf value; `logout=yes` ends the whole provider session.
  const withLogout = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><button type="submit">Continue signing out</button></form>',
  );
  return page(
    'Signing out',
    `<h1>Signing out…</h1>${withLogout}`,
    `<script>document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit() })</script>`,
  );
}

export function signedOutPage(appUrl: string): string {
  return page('Signed out', `<h1>You are signed out</h1><p><a href="${escapeHtml(appUrl)}">Back to ${PRODUCT_NAME}</a></p>`);
}

export function errorPage(details: Record<string, string | undefined>): string {
  const rows = Object.entries(details)
    .filter(([, v]) => v)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(String(v))}</dd>`)
    .join('');
  return page('Sign-in error', `<h1>Sign-in could not continue</h1><dl>${rows}</dl>`);
}
