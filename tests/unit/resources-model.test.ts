import { describe, expect, it } from 'vitest';
import { de } from '../../src/i18n/de.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { iconFor } from '../../src/resources/builders/icons.ts';
import {
  allFields,
  formFields,
  formPayload,
  humanize,
  isAccessField,
  isValidUrl,
  listFields,
  normaliseUrl,
  showFields,
} from '../../src/resources/builders/model.ts';
import { statusColor } from '../../src/resources/builders/statusColors.ts';
import { resources } from '../../src/resources/index.ts';
import { faqQuestions } from '../../src/resources/faq-questions/declaration.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { voices } from '../../src/resources/voices/declaration.ts';

const catalogues = { en, fr, de };

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);

describe('resource catalogues', () => {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    // A resource without labels (README's `rooms`) reads its field names; one that ships labels
    // in English ships them complete, in every language.
    it(`${locale}: labels every field and choice of each resource that ships labels`, () => {
      const labelled = resources.filter((decl) => lookup(en, `resources.${decl.name}`) !== undefined);
      expect(labelled.map((decl) => decl.name)).toContain('documents');
      for (const decl of labelled) {
        const base = `resources.${decl.name}`;
        expect(lookup(catalogue, `${base}.name`), `${locale} ${base}.name`).toMatch(/^.+ \|\|\|\| .+$/);
        expect(typeof lookup(catalogue, `${base}.empty`), `${locale} ${base}.empty`).toBe('string');
        for (const field of allFields(decl)) {
          expect(typeof lookup(catalogue, `${base}.fields.${field.source}`), `${locale} ${base}.fields.${field.source}`).toBe('string');
          for (const value of field.choices ?? []) {
            const key = `${base}.choices.${field.source}.${value}`;
            expect(typeof lookup(catalogue, key), `${locale} ${key}`).toBe('string');
          }
        }
      }
    });

    it(`${locale}: has every app.* key the declarations name`, () => {
      const keys = resources.flatMap((d) => d.fields.flatMap((f) => [f.message, f.helperText])).filter((k): k is string => !!k);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(typeof lookup(catalogue, key), `${locale} ${key}`).toBe('string');
    });
  }

  it('words the spec strings exactly in English', () => {
    expect(lookup(en, 'resources.integrations.choices.status.chunking')).toBe('Processing');
    expect(lookup(en, 'resources.integrations.choices.status.gathering_data')).toBe('Gathering data');
    expect(lookup(en, 'resources.documents.choices.access')).toEqual({ staff: 'Staff only', public: 'Staff and guests' });
    expect(lookup(en, 'app.integrations.url_invalid')).toBe('Please enter a valid URL');
    expect(lookup(en, 'app.faq.empty_section')).toBe('You cannot create an empty section');
    expect(lookup(en, 'resources.faq-questions.locked.question')).toBe('Question text cannot be modified after creation');
  });
});

describe('builder rules', () => {
  it('keeps server-managed and json fields out of forms, and edit-hidden fields out of edit', () => {
    expect(formFields(integrations, 'create').map((f) => f.source)).toEqual(['name', 'kind', 'url', 'schedule', 'access']);
    // The published answer is server-managed (issue 9): forms offer the draft instead.
    expect(formFields(faqQuestions, 'create').map((f) => f.source)).not.toContain('answer');
    expect(formFields(faqQuestions, 'edit').map((f) => f.source)).toEqual(['sectionId', 'question', 'draftAnswer', 'enabled', 'position']);
    expect(formFields(voices, 'create').map((f) => f.source)).toEqual(['name', 'description', 'usedFor']);
  });

  it('shows every field a view does not hide, system fields included', () => {
    const shown = showFields(integrations).map((f) => f.source);
    expect(shown).not.toContain('settings');
    expect(shown).toEqual(expect.arrayContaining(['status', 'error', 'lastSyncedAt', 'id', 'createdAt', 'updatedAt']));
  });

  it('resolves list columns, implicit system fields included', () => {
    expect(listFields(integrations).map((f) => [f.source, f.kind])).toEqual([
      ['name', 'text'],
      ['status', 'enum'],
      ['createdAt', 'date'],
      ['pages', 'number'],
      ['access', 'enum'],
    ]);
  });

  it('sends only what a form may change', () => {
    const record = {
      id: 'q1',
      sectionId: 's1',
      question: 'Changed?',
      answer: 'Kept by the server',
      status: 'published',
      enabled: false,
      position: 2,
      createdAt: '2025-01-01T00:00:00Z',
    };
    expect(formPayload(faqQuestions, 'edit', record)).toEqual({ sectionId: 's1', enabled: false, position: 2 });
    expect(formPayload(integrations, 'create', { kind: 'website', url: ' hotel.example ', status: 'active' })).toEqual({
      kind: 'website',
      url: 'https://hotel.example',
    });
  });

  it('accepts http(s) URLs and bare domains, refuses the rest', () => {
    for (const ok of ['https://hotel.example', 'http://127.0.0.1:8080/a', 'hotel.example/rooms/', 'http://localhost:3000']) {
      expect(isValidUrl(ok), ok).toBe(true);
    }
    for (const bad of ['not a url', 'ftp://hotel.example', 'javascript:alert(1)', 'hotel', 'https://']) {
      expect(isValidUrl(bad), bad).toBe(false);
    }
    expect(normaliseUrl('http://x.example')).toBe('http://x.example');
  });

  it('colours statuses by meaning', () => {
    expect(['ready', 'active', 'approved', 'published'].map(statusColor)).toEqual(Array(4).fill('success'));
    expect(['processing', 'gathering_data', 'chunking', 'generating'].map(statusColor)).toEqual(Array(4).fill('info'));
    expect(['pending', 'uploaded', 'draft'].map(statusColor)).toEqual(Array(3).fill('warning'));
    expect(['failed', 'generation_failed'].map(statusColor)).toEqual(['error', 'error']);
    expect(['inactive', 'unanswered', 'something_new'].map(statusColor)).toEqual(Array(3).fill('default'));
  });

  it('recognises the Access field and maps icons by name', () => {
    expect(integrations.fields.filter(isAccessField).map((f) => f.source)).toEqual(['access']);
    expect(iconFor('Hub')).not.toBe(iconFor('RecordVoiceOver'));
    expect(iconFor('Group')).not.toBe(iconFor('Hotel'));
    // Every registered resource's icon is in the map (Members once fell back to a generic one).
    for (const decl of resources) expect(() => iconFor(decl.icon), decl.name).not.toThrow();
    // @ts-expect-error an unknown name fails the type check, and says so at run time
    expect(() => iconFor('NoSuchIcon')).toThrow(/Unknown icon "NoSuchIcon": use one of .*Hotel.*src\/resources\/builders\/icons.ts/);
  });

  it('humanizes sources and values for catalogues that lack them', () => {
    expect(humanize('gathering_data')).toBe('Gathering data');
    expect(humanize('lastSyncedAt')).toBe('Last synced at');
  });
});
