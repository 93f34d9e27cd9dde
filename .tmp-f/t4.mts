import { startSite } from '../tests/fixtures/site.ts';
import { safeFetch } from '../server/crawler/http.ts';
import { extractHtml } from '../server/crawler/html.ts';
const site = await startSite({ bare: true, generatedPages: 10 });
const body = (await safeFetch(`${site.url}/p/5`, { allowHosts: ['127.0.0.1'] })).body;
await site.close();
for (let i = 0; i < 2000; i++) extractHtml(body, 'http://x/p/5', 'text/html; charset=utf-8');
