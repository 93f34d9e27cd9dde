import { describe, expect, it } from 'vitest';
import { anyWorking, isWorking } from '../../src/resources/builders/statusColors.ts';
import { documentStatuses } from '../../src/resources/documents/declaration.ts';
import { faqQuestionStatuses } from '../../src/resources/faq-questions/declaration.ts';
import { integrationStatuses } from '../../src/resources/integrations/declaration.ts';
import { actionEnabled, connectorPayload, websitePayload } from '../../src/resources/integrations/integrationModel.ts';

describe('one notion of a working status', () => {
  it('names, across every declaration, the statuses a background job still moves', () => {
    const working = [...integrationStatuses, ...documentStatuses, ...faqQuestionStatuses].filter(isWorking);
    expect(working).toEqual(['pending', 'gathering_data', 'chunking', 'uploaded', 'processing', 'generating']);
    expect(anyWorking([{ status: 'ready' }, { status: 'processing' }])).toBe(true);
    expect(anyWorking([{ status: 'ready' }, { status: 'failed' }, {}])).toBe(false);
    expect(anyWorking(undefined)).toBe(false);
  });

  it('offers Refresh only to a settled, active integration', () => {
    expect(integrationStatuses.filter((s) => actionEnabled('refresh', s))).toEqual(['active', 'failed']);
    expect(integrationStatuses.filter((s) => actionEnabled('activate', s))).toEqual(['inactive', 'failed']);
    expect(integrationStatuses.filter((s) => !actionEnabled('deactivate', s))).toEqual(['inactive']);
  });
});

describe('what the create dialogs send', () => {
  it('a website: a full URL, and only the advanced settings filled in', () => {
    expect(websitePayload({ url: ' hotel.example ', schedule: 'snapshot' })).toEqual({
      kind: 'website',
      url: 'https://hotel.example',
      schedule: 'snapshot',
    });
    expect(
      websitePayload({
        url: 'https://hotel.example/rooms',
        schedule: 'daily',
        include: '/rooms/*\n\n',
        exclude: ' /private/* ',
        maxPages: 0,
      }),
    ).toEqual({
      kind: 'website',
      url: 'https://hotel.example/rooms',
      schedule: 'daily',
      settings: { include: ['/rooms/*'], exclude: ['/private/*'] },
    });
    expect(websitePayload({ url: 'hotel.example', maxPages: '40' }).settings).toEqual({ maxPages: 40 });
  });

  it('a connector: trimmed settings it knows, empty ones and unknown ones left out, no blank name', () => {
    expect(
      connectorPayload('reviews', { name: '  ', settings: { accountId: ' 12 ', locationId: '', accessToken: 't', extra: 'x' } }),
    ).toEqual({
      kind: 'reviews',
      settings: { accountId: '12', accessToken: 't' },
    });
  });
});
