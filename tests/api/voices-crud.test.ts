import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StyleProfile } from '../../src/resources/voices/styleProfile.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { raClient, rejection } from './ra-client.ts';
import { newsletter, seedDocument } from './voices-seed.ts';

describe('brand voices: CRUD with a style profile derived from the picked sources', () => {
  let t: TestServer;
  let token: string;
  let docId: string;
  beforeAll(async () => {
    t = await startTestServer({}, { workers: false });
    token = await t.tokenFor('voice-hotel');
    docId = await seedDocument(t.db, 'voice-hotel', 'Summer newsletter.docx', newsletter);
  });
  afterAll(() => t.close());

  it("finds the property's documents for the Knowledge tab, and only its own", async () => {
    await seedDocument(t.db, 'other-hotel', 'Other newsletter.docx', newsletter);
    const res = await fetch(`${t.api}/voices/sources?q=newsletter`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { type: string; id: string; name: string }[] };
    expect(data).toEqual([{ type: 'document', id: docId, name: 'Summer newsletter.docx' }]);
  });

  it('derives the profile on create, keeps a user correction, and re-derives when the sources change', async () => {
    const ra = raClient(t.api, token);
    const { data: created } = await ra.create('voices', {
      data: {
        name: 'Seaside casual',
        description: 'Our newsletter voice',
        usedFor: ['emails', 'blogs', 'social'],
        knowledgeSources: [
          { type: 'document', id: docId, name: 'x' },
          { type: 'document', id: 'nope' },
        ],
      },
    });
    const profile = created.styleProfile as StyleProfile;
    expect(created.knowledgeSources).toEqual([{ type: 'document', id: docId, name: 'Summer newsletter.docx' }]);
    expect(profile.formality).toBe('casual');
    expect(profile.emoji).toBe(true);
    expect(profile.emojiExamples[0]).toBe('🌊');
    expect(profile.greeting).toBe('Hi there');
    expect(profile.signOff).toBe('Cheers');
    expect(profile.exclamations).toBe(true);
    expect(profile.vocabulary).toContain('terrace');
    expect(profile.examples.length).toBeGreaterThan(0);

    const { data: edited } = await ra.update('voices', {
      id: created.id,
      data: { ...created, styleProfile: { ...profile, signOff: 'See you soon', formality: 'neutral', bogus: 1 } },
      previousData: created,
    });
    expect(edited.styleProfile).toMatchObject({ signOff: 'See you soon', formality: 'neutral' });
    expect(edited.styleProfile).not.toHaveProperty('bogus');

    const { data: cleared } = await ra.update('voices', { id: created.id, data: { knowledgeSources: [] }, previousData: edited });
    expect((cleared.styleProfile as StyleProfile).vocabulary).toEqual([]);

    const { data: list } = await ra.getList('voices', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'seaside' },
    });
    expect(list.map((v) => v.name)).toEqual(['Seaside casual']);
    await ra.delete('voices', { id: created.id, previousData: cleared });
    expect((await rejection(ra.getOne('voices', { id: created.id }))).status).toBe(404);
  });

  it('another property cannot read a voice', async () => {
    const ra = raClient(t.api, token);
    const { data } = await ra.create('voices', { data: { name: 'Private', knowledgeSources: [] } });
    const other = raClient(t.api, await t.tokenFor('other-hotel'));
    expect((await rejection(other.getOne('voices', { id: data.id }))).status).toBe(404);
    const res = await fetch(`${t.api}/voices/${data.id}/preview`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await t.tokenFor('other-hotel')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contentType: 'email', topic: 'x' }),
    });
    expect(res.status).toBe(404);
  });
});
