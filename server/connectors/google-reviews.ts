import type { Passage } from '../chunking/index.ts';
import { requestJson, type ErrorWording } from './http-json.ts';
import { SettingsReader, settingsFailure } from './settings.ts';
import { ConnectorError, type Connector, type ConfigureResult } from './types.ts';

// Google Business Profile API v4 reviews:
// GET {base}/v4/accounts/{accountId}/locations/{locationId}/reviews?pageSize=50&pageToken=…
// with an OAuth2 bearer token (scope business.manage). A refresh token (with the OAuth client)
// may be given instead of a short-lived access token; it is exchanged at Google's token endpoint.

interface ReviewSettings {
  accountId: string;
  locationId: string;
  accessToken?: string;
  refreshToken?: string;
  clientId?: string;
  clientSecret?: string;
  baseUrl: string;
  tokenUrl: string;
  maxReviews: number;
}

export interface GbpReview {
  name?: string;
  reviewId: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime?: string;
  updateTime?: string;
  reviewReply?: { comment?: string; updateTime?: string };
}

interface GbpReviewPage {
  reviews?: GbpReview[];
  averageRating?: number;
  totalReviewCount?: number;
  nextPageToken?: string;
}

const wording: ErrorWording = {
  provider: 'Google Business Profile',
  unauthorized: 'The access token is invalid or expired, or the account cannot manage this location.',
  notFound: 'the location (check the account id and location id)',
};

const stars: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
const idPattern = { pattern: /^[A-Za-z0-9_-]+$/, patternMessage: 'Use the number from accounts/{id} or locations/{id}' };

function readSettings(raw: unknown): { settings?: ReviewSettings; errors: Record<string, string> } {
  const r = new SettingsReader(raw);
  const accountId = r.text('accountId', { required: true, label: 'Account id', ...idPattern })?.replace(/^accounts\//, '');
  const locationId = r.text('locationId', { required: true, label: 'Location id', ...idPattern })?.replace(/^locations\//, '');
  const refreshToken = r.text('refreshToken', { label: 'Refresh token' });
  const accessToken = r.text('accessToken', { required: !refreshToken, label: 'Access token' });
  const clientId = r.text('clientId', { required: Boolean(refreshToken), label: 'OAuth client id' });
  const clientSecret = r.text('clientSecret', { required: Boolean(refreshToken), label: 'OAuth client secret' });
  const baseUrl = r.baseUrl('baseUrl', 'https://mybusiness.googleapis.com');
  const tokenUrl = r.baseUrl('tokenUrl', 'https://oauth2.googleapis.com/token');
  const maxText = r.text('maxReviews', { pattern: /^\d{1,5}$/, patternMessage: 'Use a whole number' });
  const maxReviews = Math.min(Math.max(Number(maxText ?? 1000), 1), 10_000);
  if (!r.ok || !accountId || !locationId) return { errors: r.errors };
  return {
    settings: { accountId, locationId, accessToken, refreshToken, clientId, clientSecret, baseUrl, tokenUrl, maxReviews },
    errors: {},
  };
}

async function bearer(s: ReviewSettings, allowHosts: readonly string[], signal?: AbortSignal): Promise<string> {
  if (!s.refreshToken) return s.accessToken!;
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: s.refreshToken,
    client_id: s.clientId!,
    client_secret: s.clientSecret!,
  }).toString();
  const token = await requestJson<{ access_token?: string }>(
    s.tokenUrl,
    { method: 'POST', body, allowHosts, signal, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    {
      ...wording,
      unauthorized: 'The refresh token or OAuth client was refused; connect the account again.',
    },
  );
  if (!token?.access_token) throw new ConnectorError('Google did not return an access token');
  return token.access_token;
}

function reviewsUrl(s: ReviewSettings, pageToken?: string, pageSize = 50): string {
  const base = `${s.baseUrl}/v4/accounts/${encodeURIComponent(s.accountId)}/locations/${encodeURIComponent(s.locationId)}/reviews`;
  const q = new URLSearchParams({ pageSize: String(pageSize) });
  if (pageToken) q.set('pageToken', pageToken);
  return `${base}?${q}`;
}

const day = (iso?: string) => (iso ? iso.slice(0, 10) : undefined);

export function reviewPassage(r: GbpReview): Passage {
  const rating = stars[r.starRating ?? ''];
  const who = r.reviewer?.isAnonymous || !r.reviewer?.displayName ? 'an anonymous guest' : r.reviewer.displayName;
  const date = day(r.createTime);
  const lines = [
    `${rating ? `${rating} out of 5 stars` : 'Unrated'} review by ${who}${date ? ` on ${date}` : ''}.`,
    r.comment?.trim() || '(No written comment.)',
    r.reviewReply?.comment &&
      `Reply from the hotel${day(r.reviewReply.updateTime) ? ` (${day(r.reviewReply.updateTime)})` : ''}: ${r.reviewReply.comment.trim()}`,
  ].filter(Boolean);
  const location: Passage['location'] = { reviewId: r.reviewId };
  if (rating) location.rating = rating;
  if (date) location.date = date;
  return { title: `${rating ? `${'★'.repeat(rating)} ` : ''}Review by ${who}`, text: lines.join('\n'), location };
}

export const googleReviewsConnector: Connector = {
  kind: 'reviews',
  provider: 'Google Business Profile',
  secretSettings: ['accessToken', 'refreshToken', 'clientSecret'],

  configure(input): ConfigureResult {
    const { settings, errors } = readSettings(input.settings);
    if (!settings) return settingsFailure(errors);
    const stored: Record<string, unknown> = { ...settings };
    for (const k of Object.keys(stored)) if (stored[k] === undefined) delete stored[k];
    return { ok: true, settings: stored, url: null, name: input.name?.trim() || 'Google Business Profile reviews' };
  },

  async testConnection(ctx, raw, signal) {
    const { settings } = readSettings(raw);
    if (!settings) throw new ConnectorError('The Google Business Profile settings are incomplete');
    const token = await bearer(settings, ctx.config.crawlAllowHosts, signal);
    await requestJson(
      reviewsUrl(settings, undefined, 1),
      { allowHosts: ctx.config.crawlAllowHosts, signal, headers: { Authorization: `Bearer ${token}` } },
      wording,
    );
  },

  async sync(_ctx, integration, tools) {
    const { settings } = readSettings(integration.settings);
    if (!settings)
      throw new ConnectorError('The Google Business Profile settings are incomplete: edit the integration and enter them again');
    const token = await bearer(settings, tools.allowHosts, tools.signal);
    const reviews: GbpReview[] = [];
    let summary: GbpReviewPage = {};
    let pageToken: string | undefined;
    const seenTokens = new Set<string>();
    do {
      const page = await requestJson<GbpReviewPage>(
        reviewsUrl(settings, pageToken),
        { allowHosts: tools.allowHosts, signal: tools.signal, headers: { Authorization: `Bearer ${token}` } },
        wording,
      );
      if (!pageToken) summary = page ?? {};
      reviews.push(...(page?.reviews ?? []));
      await tools.setPages(reviews.length);
      pageToken = page?.nextPageToken || undefined;
      // A token seen before would loop forever.
      if (pageToken && seenTokens.has(pageToken)) break;
      if (pageToken) seenTokens.add(pageToken);
    } while (pageToken && reviews.length < settings.maxReviews);
    const kept = reviews.slice(0, settings.maxReviews);
    const passages = kept.map(reviewPassage);
    if (summary.totalReviewCount !== undefined || summary.averageRating !== undefined) {
      passages.unshift({
        title: 'Review summary',
        text: `Guests rate the hotel ${summary.averageRating ?? '?'} out of 5 on Google, from ${summary.totalReviewCount ?? kept.length} reviews.`,
        location: { record: 'summary' },
      });
    }
    return { pages: kept.length, passages };
  },
};
