import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.ts';
import { faqQuestions } from '../../src/resources/faq-questions/declaration.ts';
import { faqSections } from '../../src/resources/faq-sections/declaration.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { voices } from '../../src/resources/voices/declaration.ts';
import { defineResource } from '../../src/resources/types.ts';
import { de } from '../../src/i18n/de.ts';
import { en } from '../../src/i18n/en.ts';
import { fr } from '../../src/i18n/fr.ts';
import { validationKeys } from '../../src/resources/validation/keys.ts';
import { sampleInput } from '../../server/resources/samples.ts';
import { buildValidator } from '../../server/resources/validation.ts';

type Failure = {
  status: number;
  message: string;
  errors?: Record<string, string>;
  detail: { code?: string; errorParams?: Record<string, Record<string, string | number>> };
};

function failure(fn: () => unknown): Failure {
  try {
    fn();
  } catch (err) {
    return err as Failure;
  }
  throw new Error('expected a validation failure');
}

describe('validation built from declarations', () => {
  it('accepts every resource sample and keeps only declared, writable fields', () => {
    for (const decl of resources) {
      const input = sampleInput(decl, 3, { 'faq-sections': 's-1' });
      const out = buildValidator(decl).create({ ...input, id: 'forged', createdAt: 'x', propertyId: 'other', nope: 1 });
      expect(out, decl.name).toEqual(input);
    }
  });

  it("answers the declaration's message key for a missing required field, react-admin's 'required' otherwise", () => {
    const e = failure(() => buildValidator(faqQuestions).create({ question: '  ' }));
    expect(e).toMatchObject({
      status: 400,
      message: 'Please fill in all required fields',
      errors: { sectionId: 'ra.validation.required', question: 'app.faq.question_required' },
    });
    expect(e.detail.code).toBe('missing_required');
    expect(failure(() => buildValidator(faqSections).create({ title: '' })).errors).toEqual({ title: 'app.faq.empty_section' });
  });

  it('checks URLs, enums, lengths, bounds and types with field message keys and their params', () => {
    const e = failure(() =>
      buildValidator(integrations).create({ kind: 'fax', url: 'ftp://example.com', schedule: 'hourly', name: 'x'.repeat(256) }),
    );
    expect(e.message).toBe('Invalid input');
    expect(e.detail.code).toBe('invalid_input');
    expect(e.errors).toEqual({
      kind: 'ra.validation.oneOf',
      url: 'app.integrations.url_invalid',
      schedule: 'ra.validation.oneOf',
      name: 'ra.validation.maxLength',
    });
    expect(e.detail.errorParams).toEqual({
      kind: { options: 'website, pms, reviews' },
      schedule: { options: 'snapshot, daily' },
      name: { max: 255 },
    });
    const position = failure(() => buildValidator(faqSections).create({ title: 'A', position: -1 }));
    expect([position.errors, position.detail.errorParams]).toEqual([{ position: 'ra.validation.minValue' }, { position: { min: 0 } }]);
    expect(failure(() => buildValidator(voices).create({ name: 'A', usedFor: ['emails', 'fax'] })).errors?.usedFor).toBe(
      'app.validation.among',
    );
    expect(failure(() => buildValidator(voices).create({ name: 42 })).errors).toEqual({ name: 'app.validation.text' });
    expect(failure(() => buildValidator(voices).create([])).message).toMatch(/JSON object/);
  });

  it('normalises form values: trimmed single-line text, numbers typed as text, cleared values, duplicate tags', () => {
    const out = buildValidator(faqSections).create({ title: '  Rooms ', description: '', position: '3' });
    expect(out).toEqual({ title: 'Rooms', description: null, position: 3 });
    expect(buildValidator(voices).create({ name: 'V', usedFor: ['emails', 'emails', 'blogs'] }).usedFor).toEqual(['emails', 'blogs']);
  });

  it('fills declared defaults on create, and a cleared defaulted field goes back to its default', () => {
    expect(buildValidator(integrations).create({ url: 'https://hotel.example' })).toEqual({
      url: 'https://hotel.example',
      kind: 'website',
      schedule: 'snapshot',
      access: 'staff',
    });
    expect(buildValidator(integrations).update({ id: 'i', kind: 'website' }, { schedule: null, name: '' })).toEqual({
      schedule: 'snapshot',
      name: null,
    });
  });

  it('an update is a partial merge: nothing is required unless sent, read-only fields dropped', () => {
    const v = buildValidator(faqQuestions);
    const existing = { id: 'q1', sectionId: 's1', question: 'Parking?', status: 'draft' };
    expect(v.update(existing, { enabled: false, status: 'published', updatedAt: 'x' })).toEqual({ enabled: false });
    expect(failure(() => v.update(existing, { sectionId: null })).errors).toEqual({ sectionId: 'ra.validation.required' });
  });

  it('refuses a changed createOnly field but accepts the unchanged value react-admin sends back', () => {
    const v = buildValidator(faqQuestions);
    const existing = { id: 'q1', sectionId: 's1', question: 'Parking?' };
    // The answer itself is set by publishing (issue 9); what staff write is the draft.
    expect(v.update(existing, { ...existing, answer: 'Yes', draftAnswer: 'Yes' })).toEqual({ sectionId: 's1', draftAnswer: 'Yes' });
    expect(failure(() => v.update(existing, { question: 'Free parking?' }))).toMatchObject({
      status: 400,
      message: 'Question text cannot be modified after creation',
      errors: { question: 'app.validation.create_only' },
    });
    expect(failure(() => buildValidator(integrations).update({ id: 'i', kind: 'website' }, { kind: 'pms' })).errors).toEqual({
      kind: 'app.validation.create_only',
    });
  });

  it('dates become ISO strings and invalid dates are refused', () => {
    const events = defineResource({
      name: 'events',
      table: 'events',
      icon: 'Hotel',
      recordRepresentation: 'startsAt',
      fields: [{ source: 'startsAt', kind: 'date', required: true }],
      list: ['startsAt'],
      defaultSort: { field: 'startsAt', order: 'ASC' },
    });
    expect(buildValidator(events).create({ startsAt: '2030-05-01T10:00:00+02:00' })).toEqual({ startsAt: '2030-05-01T08:00:00.000Z' });
    expect(failure(() => buildValidator(events).create({ startsAt: 'tomorrow' })).errors).toEqual({ startsAt: 'app.validation.date' });
  });

  it('every key validation may answer is translated in en, fr and de', () => {
    const keys = [
      ...Object.values(validationKeys),
      ...resources.flatMap((r) => r.fields.map((f) => f.message).filter((m): m is string => !!m)),
      'app.errors.invalid_input',
      'app.errors.missing_required',
    ];
    const text = (catalogue: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
    for (const catalogue of [en, fr, de]) for (const key of keys) expect(typeof text(catalogue, key), key).toBe('string');
  });
});
