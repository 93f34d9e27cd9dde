/**
 * A self-contained page that renders the OpenAPI document: no CDN, no build step. It reads the JSON
 * from `specUrl` (relative to /api/docs) and lists operations by tag with their parameters, bodies,
 * responses and schemas.
 */
export function openApiPage(specUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<style>
  :root { color-scheme: light dark; --fg: #1b1f24; --muted: #5b6470; --bg: #fff; --panel: #f5f7fa; --line: #dde2e8; --accent: #3558d6; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6e9ee; --muted: #9aa4b1; --bg: #14171b; --panel: #1c2026; --line: #2c323a; --accent: #8aa6ff; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
  header { padding: 24px 32px; border-bottom: 1px solid var(--line); }
  header h1 { margin: 0 0 4px; font-size: 22px; }
  header p { margin: 0; color: var(--muted); max-width: 900px; }
  .layout { display: grid; grid-template-columns: 220px 1fr; }
  nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 16px; border-right: 1px solid var(--line); }
  nav a { display: block; padding: 3px 0; color: var(--fg); text-decoration: none; }
  nav a:hover { color: var(--accent); }
  main { padding: 16px 32px 64px; min-width: 0; }
  h2 { margin: 32px 0 8px; font-size: 18px; border-bottom: 1px solid var(--line); padding-bottom: 4px; }
  details.op { border: 1px solid var(--line); border-radius: 8px; margin: 8px 0; background: var(--panel); }
  details.op > summary { cursor: pointer; padding: 8px 12px; display: flex; gap: 12px; align-items: center; list-style: none; }
  details.op > div { padding: 4px 16px 12px; border-top: 1px solid var(--line); background: var(--bg); border-radius: 0 0 8px 8px; }
  .m { font: 600 12px/1 ui-monospace, monospace; padding: 4px 6px; border-radius: 4px; color: #fff; min-width: 56px; text-align: center; }
  .get { background: #2f7d4f; } .post { background: #3558d6; } .put { background: #a86b00; } .delete { background: #b3261e; }
  code, .path { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
  .muted { color: var(--muted); }
  .lock { font-size: 12px; color: var(--muted); margin-left: auto; }
  table { border-collapse: collapse; width: 100%; margin: 4px 0 8px; }
  th, td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--line); }
  th { font-weight: 600; font-size: 13px; color: var(--muted); }
  ul.schema { margin: 2px 0; padding-left: 18px; }
  .req { color: #b3261e; }
  h4 { margin: 12px 0 4px; font-size: 14px; }
  #error { color: #b3261e; padding: 32px; }
</style>
</head>
<body>
<header><h1 id="title">API reference</h1><p id="description"></p></header>
<div class="layout"><nav id="nav"></nav><main id="main"><p class="muted">Loading…</p></main></div>
<script>
(function () {
  var spec;
  function esc(s) { return String(s).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; }); }
  function code(s) { return '<code>' + esc(s) + '</code>'; }
  /** Escaped prose, with \`backticks\` shown as code. */
  function text(s) { return esc(s).replace(/\x60([^\x60]+)\x60/g, '<code>$1</code>'); }
  function resolve(s) {
    var seen = 0;
    while (s && s.$ref && seen++ < 10) { s = s.$ref.replace(/^#\\//, '').split('/').reduce(function (o, k) { return o && o[k]; }, spec); }
    return s || {};
  }
  function refName(s) { return s && s.$ref ? s.$ref.split('/').pop() : null; }
  function typeOf(s) {
    s = resolve(s);
    if (s.enum) return s.enum.map(function (v) { return JSON.stringify(v); }).join(' | ');
    if (s.const !== undefined) return JSON.stringify(s.const);
    if (s.anyOf) return s.anyOf.map(typeOf).join(' or ');
    if (s.prefixItems) return '[' + s.prefixItems.map(typeOf).join(', ') + ']';
    var t = Array.isArray(s.type) ? s.type.join(' | ') : (s.type || 'any');
    if (t.indexOf('array') === 0 && s.items) t = typeOf(s.items) + '[]';
    return t + (s.format ? ' (' + s.format + ')' : '');
  }
  function constraints(s) {
    var out = [];
    ['minimum', 'maximum', 'maxLength', 'minLength'].forEach(function (k) { if (s[k] !== undefined) out.push(k + ' ' + s[k]); });
    if (s.default !== undefined) out.push('default ' + JSON.stringify(s.default));
    if (s.readOnly) out.push('read-only');
    return out.length ? ' <span class="muted">' + esc(out.join(', ')) + '</span>' : '';
  }
  function schema(s, depth) {
    var name = refName(s);
    s = resolve(s);
    depth = depth || 0;
    var head = name ? '<span class="muted">' + esc(name) + '</span> ' : '';
    if (s.type === 'array' && s.items && resolve(s.items).properties && depth < 3) return head + 'array of ' + schema(s.items, depth + 1);
    if (!s.properties || depth > 3) return head + code(typeOf(s)) + constraints(s) + (s.description ? ' — ' + text(s.description) : '');
    var req = s.required || [];
    var items = Object.keys(s.properties).map(function (k) {
      var p = s.properties[k];
      var r = resolve(p);
      var inner = r.properties ? schema(p, depth + 1) : code(typeOf(p)) + constraints(r);
      return '<li>' + code(k) + (req.indexOf(k) >= 0 ? ' <span class="req">required</span>' : '') + ' ' + inner + (r.description && !r.properties ? ' — ' + text(r.description) : '') + '</li>';
    });
    return head + (s.description ? '<div class="muted">' + text(s.description) + '</div>' : '') + '<ul class="schema">' + items.join('') + '</ul>';
  }
  function contentOf(c) {
    if (!c) return '';
    return Object.keys(c).map(function (type) { return '<div>' + code(type) + '</div>' + (c[type].schema ? schema(c[type].schema) : ''); }).join('');
  }
  function operation(path, method, op, shared) {
    var params = (shared || []).concat(op.parameters || []).map(resolve);
    var html = '<details class="op" id="' + esc(op.operationId || method + path) + '"><summary><span class="m ' + method + '">' + method.toUpperCase() + '</span><span class="path">' + esc(path) + '</span><span>' + esc(op.summary || '') + '</span>' + (op.security && op.security.length === 0 ? '<span class="lock">public</span>' : '<span class="lock">bearer token</span>') + '</summary><div>';
    if (params.length) {
      html += '<h4>Parameters</h4><table><tr><th>Name</th><th>In</th><th>Schema</th><th>Description</th></tr>' + params.map(function (p) {
        var s = p.schema || (p.content && p.content['application/json'] && p.content['application/json'].schema) || {};
        return '<tr><td>' + code(p.name) + (p.required ? ' <span class="req">required</span>' : '') + '</td><td>' + esc(p.in) + (p.content ? ' (JSON)' : '') + '</td><td>' + schema(s) + '</td><td>' + text(p.description || '') + (p.example ? '<div class="muted">e.g. ' + code(p.example) + '</div>' : '') + '</td></tr>';
      }).join('') + '</table>';
    }
    if (op.requestBody) html += '<h4>Request body</h4>' + contentOf(resolve(op.requestBody).content);
    html += '<h4>Responses</h4><table><tr><th>Status</th><th>Description</th><th>Body</th></tr>' + Object.keys(op.responses || {}).map(function (status) {
      var r = resolve(op.responses[status]);
      var headers = r.headers ? Object.keys(r.headers).map(function (h) { return '<div>Header ' + code(h) + ': ' + text(r.headers[h].description || '') + '</div>'; }).join('') : '';
      return '<tr><td>' + esc(status) + '</td><td>' + text(r.description || '') + headers + '</td><td>' + contentOf(r.content) + '</td></tr>';
    }).join('') + '</table>';
    return html + '</div></details>';
  }
  function render() {
    document.getElementById('title').textContent = spec.info.title + ' ' + spec.info.version;
    document.getElementById('description').textContent = spec.info.description || '';
    var byTag = {};
    var methods = ['get', 'post', 'put', 'delete', 'patch'];
    Object.keys(spec.paths).forEach(function (path) {
      var item = spec.paths[path];
      methods.forEach(function (m) {
        if (!item[m]) return;
        var tag = (item[m].tags || ['other'])[0];
        (byTag[tag] = byTag[tag] || []).push(operation(path, m, item[m], item.parameters));
      });
    });
    var tags = Object.keys(byTag);
    document.getElementById('nav').innerHTML = tags.map(function (t) { return '<a href="#tag-' + esc(t) + '">' + esc(t) + '</a>'; }).join('') + '<a href="#schemas">Schemas</a><a href="' + esc(${JSON.stringify(specUrl)}) + '">openapi.json</a>';
    var schemas = spec.components && spec.components.schemas || {};
    document.getElementById('main').innerHTML = tags.map(function (t) { return '<h2 id="tag-' + esc(t) + '">' + esc(t) + '</h2>' + byTag[t].join(''); }).join('') +
      '<h2 id="schemas">Schemas</h2>' + Object.keys(schemas).map(function (n) { return '<details class="op"><summary><span class="path">' + esc(n) + '</span></summary><div>' + schema(schemas[n]) + '</div></details>'; }).join('');
  }
  fetch(${JSON.stringify(specUrl)}).then(function (r) { if (!r.ok) throw new Error(r.status + ' ' + r.statusText); return r.json(); })
    .then(function (s) { spec = s; render(); })
    .catch(function (e) { document.getElementById('main').innerHTML = '<p id="error">Could not load the API description: ' + esc(e.message) + '</p>'; });
})();
</script>
</body>
</html>`;
}
