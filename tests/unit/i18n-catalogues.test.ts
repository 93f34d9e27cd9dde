import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { en, enParts } from '../../src/i18n/en.ts';
import { fr, frParts } from '../../src/i18n/fr.ts';
import { de, deParts } from '../../src/i18n/de.ts';
import { germanMessages } from '../../src/i18n/ra-german.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';

type Tree = { [key: string]: Tree | string | undefined };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('message catalogues', () => {
  it("German covers every one of react-admin's English messages, and nothing else", () => {
    expect(keysOf(germanMessages as Tree).sort()).toEqual(keysOf(englishMessages as Tree).sort());
    for (const key of keysOf(germanMessages as Tree)) {
      const value = key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], germanMessages as Tree);
      expect(typeof value, key).toBe('string');
    }
  });

  it('has one part per locale in each feature folder, and no key defined by two parts', () => {
    const files = (parts: Record<string, unknown>, locale: string) =>
      Object.keys(parts)
        .map((file) => file.replace(new RegExp(`${locale}\\.ts$`), '<locale>.ts'))
        .sort();
    expect(files(enParts, 'en')).toEqual(
      expect.arrayContaining(['../resources/documents/i18n/<locale>.ts', '../custom/search/i18n/<locale>.ts']),
    );
    expect(files(frParts, 'fr')).toEqual(files(enParts, 'en'));
    expect(files(deParts, 'de')).toEqual(files(enParts, 'en'));
    for (const parts of [enParts, frParts, deParts]) {
      const owner = new Map<string, string>();
      for (const [file, part] of Object.entries(parts)) {
        for (const key of keysOf(part as Tree)) {
          expect(owner.get(key), `${key} in ${file} and ${owner.get(key)}`).toBeUndefined();
          owner.set(key, file);
        }
      }
    }
  });

  it('French and German have every key English has', () => {
    const productKeys = (catalogue: Tree) => keysOf({ app: catalogue.app, resources: catalogue.resources } as Tree).sort();
    expect(productKeys(fr as Tree)).toEqual(productKeys(en as Tree));
    expect(productKeys(de as Tree)).toEqual(productKeys(en as Tree));
  });

  it('French and German have every app key English has', () => {
    const appKeys = keysOf(en.app as Tree).sort();
    expect(keysOf(fr.app as Tree).sort()).toEqual(appKeys);
    expect(keysOf(de.app as Tree).sort()).toEqual(appKeys);
  });

  it('keeps the placeholders of each English message', () => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort();
    const lookup = (tree: Tree, key: string) =>
      key.split('.').reduce<Tree | string | undefined>((node, part) => (node as Tree)?.[part], tree) as string;
    for (const key of keysOf(en.app as Tree)) {
      const english = placeholders(lookup(en as Tree, `app.${key}`));
      expect(placeholders(lookup(fr as Tree, `app.${key}`)), `fr app.${key}`).toEqual(english);
      expect(placeholders(lookup(de as Tree, `app.${key}`)), `de app.${key}`).toEqual(english);
    }
  });

  it("words react-admin's confirmations and notifications as the product does", () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('ra.notification.created', { smart_count: 1 })).toBe('Created');
    expect(i18n.translate('ra.notification.updated', { smart_count: 1 })).toBe('Updated');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('Deleted');
    expect(i18n.translate('ra.message.delete_title', { name: 'Document', recordRepresentation: 'Menu.docx' })).toBe(
      'Are you absolutely sure?',
    );
    expect(i18n.translate('ra.message.delete_content', { name: 'Breakfast menu' })).toBe(
      'This action cannot be undone. Are you sure you want to permanently delete Breakfast menu?',
    );
    expect(i18n.translate('ra.message.bulk_delete_title', { name: 'documents', smart_count: 2 })).toBe('Are you absolutely sure?');
    expect(i18n.translate('ra.message.bulk_delete_content', { name: 'documents', smart_count: 2 })).toBe(
      'This action cannot be undone. Are you sure you want to permanently delete these 2 items?',
    );
    for (const [key, text] of [
      ['app.errors.not_found', 'Not Found'],
      ['app.errors.unauthorized', 'Unauthorized'],
      ['app.errors.forbidden', 'Forbidden'],
      ['app.errors.internal', 'Internal Server Error'],
    ]) {
      expect(i18n.translate(key!)).toBe(text);
    }
  });

  it('loads French and German on demand, falling back to English for anything missing', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('de');
    expect(i18n.translate('ra.notification.created', { smart_count: 1 })).toBe('Erstellt');
    expect(i18n.translate('ra.action.save')).toBe('Speichern');
    await i18n.changeLocale('fr');
    expect(i18n.translate('ra.message.delete_title')).toBe('Êtes-vous absolument sûr ?');
    expect(i18n.getLocales?.().map((l) => l.name)).toEqual(['English', 'Français', 'Deutsch']);
  });
});
