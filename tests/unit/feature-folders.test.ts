import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardTarget, startCards } from '../../src/custom/home/HomePage.tsx';
import { enParts } from '../../src/i18n/en.ts';
import { pages, resources } from '../../src/resources/index.ts';

// A feature folder is its own front door: `declaration.ts` (resources) or `page.ts` (other
// screens) names it, its icon and menu place; `screens.tsx`/`index.tsx` and `i18n/{en,fr,de}.ts`
// are found by their place. The registry is the one list: these checks keep folders and list agreed.
const src = path.resolve(import.meta.dirname, '../../src');
const foldersWith = (area: string, file: string) =>
  fs
    .readdirSync(path.join(src, area), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(src, area, entry.name, file)))
    .map((entry) => entry.name)
    .sort();

describe('feature folders and the registry', () => {
  it('lists every resource folder, under its folder name', () => {
    expect(resources.map((r) => r.name).sort()).toEqual(foldersWith('resources', 'declaration.ts'));
  });

  it('lists every page folder, under its folder name', () => {
    expect(pages.map((p) => p.name).sort()).toEqual(foldersWith('custom', 'page.ts'));
  });

  it('has screen overrides only in registered resource folders', () => {
    for (const folder of foldersWith('resources', 'screens.tsx'))
      expect(
        resources.map((r) => r.name),
        folder,
      ).toContain(folder);
  });

  it('labels only registered resources, each from its own folder', () => {
    for (const [file, part] of Object.entries(enParts)) {
      for (const name of Object.keys((part.resources as object | undefined) ?? {})) {
        expect(
          resources.map((r) => r.name),
          `${file} labels ${name}`,
        ).toContain(name);
        expect(file, name).toBe(`../resources/${name}/i18n/en.ts`);
      }
    }
  });

  it("leads Home's start cards to registered features, with the menu's routes and icons", () => {
    expect(startCards.map((card) => cardTarget(card.feature))).toEqual([
      { to: '/integrations', icon: 'Hub' },
      { to: '/documents', icon: 'Description' },
      { to: '/faq-manager', icon: 'LiveHelp' },
      { to: '/search', icon: 'Search' },
      { to: '/voices', icon: 'RecordVoiceOver' },
      { to: '/agents', icon: 'SmartToy' },
    ]);
    expect(() => cardTarget('rooms')).toThrow(/no resource or page named "rooms"/);
  });

  it("names only files that exist in CONTRIBUTING.md's recipes", () => {
    const text = fs.readFileSync(path.join(src, '../CONTRIBUTING.md'), 'utf8');
    const named = [...text.matchAll(/`((?:src|server|tests)\/[^`<{ ]+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(10);
    for (const file of named) expect(fs.existsSync(path.join(src, '..', file)), file).toBe(true);
  });
});
