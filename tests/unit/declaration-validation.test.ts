import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources/index.ts';
import { faqQuestions } from '../../src/resources/faq-questions/declaration.ts';
import { faqSections } from '../../src/resources/faq-sections/declaration.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { voices } from '../../src/resources/voices/declaration.ts';
import { defineResource } from '../../src/resources/types.ts';
import { messageTexts } from '../../server/resources/messages.ts';
import { sampleInput } from '../../server/resources/samples.ts';
import { buildValidator } from '../../server/resources/validation.ts';

function failure(fn: () => unknown): { status: number; message: string; errors?: Record<string, string> } {
  try {
    fn();
  } catch (err) {
    return err as { status: number; message: string; errors?: Record<string, string> };
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

  it("uses the declaration's message for a missing required field, 'Required' otherwise", () => {
    const e = failure(() => buildValidator(faqQuestions).create({ question: '  ' }));
    expect(e).toMatchObject({ status: 400, message: 'Please fill in all required fields', errors: { sectionId: 'Required', question: 'Question text is required' } });
    expect(failure(() => buildValidator(faqSections).create({ title: '' })).errors).toEqual({ title: 'You cannot create an empty section' });
  });

  it('checks URLs, enums, lengths, bounds and types with field messages', () => {
    const e = failure(() => buildValidator(integrations).create({ kind: 'fax', url: 'ftp://example.com', schedule: 'hourly', name: 'x'.repeat(256) }));
    expect(e.message).toBe('Invalid input');
    expect(e.errors).toEqual({
      kind: 'Must be one of: website, pms, reviews',
      url: 'Please enter a valid URL',
      schedule: 'Must be one of: snapshot, daily',
      name: 'Must be 255 characters or fewer',
    });
    expect(failure(() => buildValidator(faqSections).create({ title: 'A', position: -1 })).errors).toEqual({ position: 'Must be at least 0' });
    expect(failure(() => buildValidator(voices).create({ name: 'A', usedFor: ['emails', 'fax'] })).errors?.usedFor).toMatch(/Must be among/);
    expect(failure(() => buildValidator(voices).create({ name: 42 })).errors).toEqual({ name: 'Must be text' });
    expect(failure(() => buildValidator(voices).create([])).message).toMatch(/JSON object/);
  });

  it('normalises form values: trimmed single-line text, numbers typed as text, cleared values, duplicate tags', () => {
    const out = buildValidator(faqSections).create({ title: '  Rooms ', description: '', position: '3' });
    expect(out).toEqual({ title: 'Rooms', description: null, position: 3 });
    expect(buildValidator(voices).create({ name: 'V', usedFor: ['emails', 'emails', 'blogs'] }).usedFor).toEqual(['emails', 'blogs']);
  });

  it('fills declared defaults on create, and a cleared defaulted field goes back to its default', () => {
    expect(buildValidator(integrations).create({ url: 'https://hotel.example' })).toEqual({ url: 'https://hotel.example', kind: 'website', schedule: 'snapshot', access: 'staff' });
    expect(buildValidator(integrations).update({ id: 'i', kind: 'website' }, { schedule: null, name: '' })).toEqual({ schedule: 'snapshot', name: null });
  });

  it('an update is a partial merge: nothing is required unless sent, read-only fields dropped', () => {
    const v = buildValidator(faqQuestions);
    const existing = { id: 'q1', sectionId: 's1', question: 'Parking?', status: 'draft' };
    expect(v.update(existing, { enabled: false, status: 'published', updatedAt: 'x' })).toEqual({ enabled: false });
    expect(failure(() => v.update(existing, { sectionId: null })).errors).toEqual({ sectionId: 'Required' });
  });

  it('refuses a changed createOnly field but accepts the unchanged value react-admin sends back', () => {
    const v = buildValidator(faqQuestions);
    const existing = { id: 'q1', sectionId: 's1', question: 'Parking?' };
    // The answer itself is set by publishing (issue 9); what staff write is the draft.
    expect(v.update(existing, { ...existing, answer: 'Yes', draftAnswer: 'Yes' })).toEqual({ sectionId: 's1', draftAnswer: 'Yes' });
    expect(failure(() => v.update(existing, { question: 'Free parking?' }))).toMatchObject({
      status: 400,
      message: 'Question text cannot be modified after creation',
      errors: { question: 'Question text cannot be modified after creation' },
    });
    expect(failure(() => buildValidator(integrations).update({ id: 'i', kind: 'website' }, { kind: 'pms' })).errors).toEqual({ kind: 'Kind cannot be modified after creation' });
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
    expect(failure(() => buildValidator(events).create({ startsAt: 'tomorrow' })).errors).toEqual({ startsAt: 'Must be a date' });
  });

  it('has English text for every message key a declaration uses', () => {
    const keys = resources.flatMap((r) => r.fields.map((f) => f.message).filter((m): m is string => !!m));
    for (const key of keys) expect(messageTexts[key], key).toBeTruthy();
  });
});
