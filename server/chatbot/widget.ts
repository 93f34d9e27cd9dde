import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../types.ts';

/**
 * The embeddable widget (GET /chatbot/widget.js) and a demo page that embeds it
 * (GET /chatbot/demo/{id}). The script builds its DOM with textContent only (answers are text,
 * never HTML) and talks to the public chatbot API of the server it was loaded from.
 */
const widgetSource = String.raw`(function () {
  var script = document.currentScript;
  if (!script) return;
  var id = script.getAttribute('data-chatbot');
  var base = new URL(script.src, location.href).origin;
  var api = base + '/api/public/chatbots/' + encodeURIComponent(id);
  var key = 'hotelChatbotVisitor';
  var visitor = null;
  try { visitor = localStorage.getItem(key); } catch (e) {}
  if (!visitor) {
    visitor = 'v-' + Math.random().toString(36).slice(2) + Date.now().toString(36);
    try { localStorage.setItem(key, visitor); } catch (e) {}
  }
  function el(tag, style, text) {
    var n = document.createElement(tag);
    if (style) Object.assign(n.style, style);
    if (text != null) n.textContent = text;
    return n;
  }
  fetch(api).then(function (r) { return r.ok ? r.json() : null; }).then(function (bot) {
    if (!bot) return;
    var root = el('div', { position: 'fixed', right: '20px', bottom: '20px', zIndex: 2147483000, fontFamily: 'system-ui, sans-serif', fontSize: '14px' });
    root.setAttribute('data-hotel-chatbot', bot.id);
    var toggle = el('button', { background: bot.primaryColor, color: bot.textColor, border: 'none', borderRadius: '24px', padding: '12px 18px', cursor: 'pointer', boxShadow: '0 4px 12px rgba(0,0,0,.2)' }, bot.name);
    toggle.setAttribute('aria-expanded', 'false');
    var panel = el('div', { display: 'none', flexDirection: 'column', width: '340px', maxWidth: 'calc(100vw - 40px)', height: '460px', background: '#fff', color: '#111', borderRadius: '12px', boxShadow: '0 8px 24px rgba(0,0,0,.25)', overflow: 'hidden', marginBottom: '10px' });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', bot.name);
    var head = el('div', { background: bot.primaryColor, color: bot.textColor, padding: '12px 14px', fontWeight: '600' }, bot.name);
    var log = el('div', { flex: '1', overflowY: 'auto', padding: '12px', display: 'flex', flexDirection: 'column', gap: '8px' });
    log.setAttribute('aria-live', 'polite');
    var form = el('form', { display: 'flex', borderTop: '1px solid #ddd' });
    var input = el('input', { flex: '1', border: 'none', padding: '12px', fontSize: '14px', outline: 'none' });
    input.setAttribute('aria-label', 'Message');
    input.placeholder = (navigator.language || 'en').slice(0, 2) === 'fr' ? 'Votre question…' : (navigator.language || 'en').slice(0, 2) === 'de' ? 'Ihre Frage…' : 'Ask a question…';
    input.maxLength = 1000;
    var send = el('button', { border: 'none', background: bot.primaryColor, color: bot.textColor, padding: '0 16px', cursor: 'pointer' }, '➤');
    send.type = 'submit';
    send.setAttribute('aria-label', 'Send');
    form.appendChild(input);
    form.appendChild(send);
    panel.appendChild(head);
    panel.appendChild(log);
    panel.appendChild(form);
    root.appendChild(panel);
    root.appendChild(toggle);
    document.body.appendChild(root);
    function bubble(text, mine) {
      var b = el('div', { alignSelf: mine ? 'flex-end' : 'flex-start', background: mine ? bot.primaryColor : '#f1f3f5', color: mine ? bot.textColor : '#111', padding: '8px 10px', borderRadius: '10px', maxWidth: '85%', whiteSpace: 'pre-wrap' }, text);
      b.setAttribute('data-from', mine ? 'guest' : 'bot');
      log.appendChild(b);
      log.scrollTop = log.scrollHeight;
      return b;
    }
    if (bot.welcome) bubble(bot.welcome, false);
    toggle.addEventListener('click', function () {
      var open = panel.style.display === 'none';
      panel.style.display = open ? 'flex' : 'none';
      toggle.setAttribute('aria-expanded', String(open));
      if (open) input.focus();
    });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var q = input.value.trim();
      if (!q) return;
      input.value = '';
      bubble(q, true);
      var wait = bubble('…', false);
      fetch(api + '/messages', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ message: q, visitorId: visitor }) })
        .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, body: j }; }); })
        .then(function (res) {
          if (!res.ok) { wait.textContent = res.body && res.body.message ? res.body.message : 'Sorry, something went wrong.'; return; }
          wait.textContent = res.body.answer;
          if (res.body.sources && res.body.sources.length) {
            var list = el('ol', { margin: '6px 0 0', paddingLeft: '18px', fontSize: '12px' });
            list.setAttribute('aria-label', 'Sources');
            res.body.sources.forEach(function (s) {
              var li = el('li');
              if (s.url) { var a = el('a', null, s.title); a.href = s.url; a.target = '_blank'; a.rel = 'noopener noreferrer'; li.appendChild(a); }
              else li.textContent = s.title;
              list.appendChild(li);
            });
            wait.appendChild(list);
          }
        })
        .catch(function () { wait.textContent = 'Sorry, something went wrong.'; });
    });
  });
})();
`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const snippetFor = (publicUrl: string, id: string) =>
  `<script src="${publicUrl}/chatbot/widget.js" data-chatbot="${id}" async></script>`;

function demoPage(id: string, name: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(name)}: chatbot demo</title>
<link rel="stylesheet" href="/chatbot/demo.css"></head>
<body>
<main>
<h1>${escapeHtml(name)}</h1>
<p>This page shows the chatbot as guests will see it on your website. Open it with the button in the corner and ask a question.</p>
<p>To add it to your site, paste this line before <code>&lt;/body&gt;</code>:</p>
<pre><code>${escapeHtml(snippetFor('', id).replace('src="/', 'src="https://your-workspace/'))}</code></pre>
</main>
<script src="/chatbot/widget.js" data-chatbot="${escapeHtml(id)}"></script>
</body>
</html>`;
}

const demoCss = `body{font-family:system-ui,sans-serif;margin:0;background:#f7f5f0;color:#222}main{max-width:720px;margin:64px auto;padding:0 24px}pre{background:#fff;padding:12px;border-radius:8px;overflow:auto}`;

export function chatbotWidgetRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  app.get('/chatbot/widget.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Access-Control-Allow-Origin', '*');
    return c.body(widgetSource);
  });
  app.get('/chatbot/demo.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body(demoCss);
  });
  app.get('/chatbot/demo/:id', async (c) => {
    const r = await ctx.db.query<{ name: string }>(`SELECT name FROM chatbots WHERE id::text = $1`, [c.req.param('id')]);
    if (!r.rows[0]) return c.html('<!doctype html><title>Not found</title><p>This chatbot does not exist.</p>', 404);
    return c.html(demoPage(c.req.param('id'), r.rows[0].name));
  });
  return app;
}
