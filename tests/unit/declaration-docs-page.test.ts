import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/dom';
import { resources } from '../../src/resources/index.ts';
import { buildOpenApiDocument as buildDocument } from '../../server/openapi.ts';
import { platformPaths } from '../../server/platform/openapi.ts';
import { openApiPage } from '../../server/resources/openapi-page.ts';

// The declarations' paths and the platform's (a feature's own description, light enough for jsdom).
const buildOpenApiDocument = () => buildDocument(undefined, {}, () => [platformPaths()]);

/** Loads the page's markup and runs its script in jsdom, serving it the derived document. */
async function renderPage(spec: unknown) {
  const parsed = new DOMParser().parseFromString(openApiPage('openapi.json'), 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return new Response(JSON.stringify(spec), { headers: { 'Content-Type': 'application/json' } });
  });
  new Function(parsed.querySelector('script')!.textContent!)();
  await waitFor(() => expect(document.querySelectorAll('details.op').length).toBeGreaterThan(0));
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('API reference page', () => {
  it('lists every operation of the document, grouped by resource', async () => {
    const spec = buildOpenApiDocument();
    expect(await renderPage(spec)).toEqual(['openapi.json']);
    const operations = Object.values(spec.paths).flatMap((item) =>
      Object.keys(item).filter((k) => ['get', 'post', 'put', 'delete'].includes(k)),
    );
    const schemas = Object.keys(spec.components.schemas).length;
    expect(document.querySelectorAll('details.op').length).toBe(operations.length + schemas);
    for (const r of resources) expect(document.getElementById(`tag-${r.name}`)?.textContent).toBe(r.name);
    const health = [...document.querySelectorAll('details.op')].find((d) => d.querySelector('.path')?.textContent === '/health');
    expect(health?.querySelector('.lock')?.textContent).toBe('public');
    expect(document.getElementById('listFaqQuestions')?.textContent).toContain('sectionId');
  });

  it('escapes text from the document', async () => {
    const spec = buildOpenApiDocument();
    (spec.info as { description: string }).description = '<img src=x onerror="window.pwned=1">';
    (spec.paths['/health'].get as { summary: string }).summary = '<b>bold</b>';
    await renderPage(spec);
    expect(document.getElementById('description')?.textContent).toContain('<img');
    expect(document.querySelector('#main b')).toBeNull();
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });
});
