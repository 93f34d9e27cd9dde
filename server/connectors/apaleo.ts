import type { Passage } from '../chunking/index.ts';
import { requestJson, type ErrorWording } from './http-json.ts';
import { clockTime, SettingsReader, settingsFailure } from './settings.ts';
import { ConnectorError, type Connector, type ConfigureResult } from './types.ts';

// Apaleo's public API (https://api.apaleo.com/swagger): OAuth2 client credentials at the identity
// server, then the inventory and rate-plan APIs. Only the fields read here are typed.

interface ApaleoSettings {
  clientId: string;
  clientSecret: string;
  propertyId: string;
  baseUrl: string;
  identityUrl: string;
  checkInTime?: string;
  checkOutTime?: string;
}

interface ApaleoProperty {
  id: string;
  code?: string;
  name?: string;
  description?: string;
  companyName?: string;
  location?: {
    addressLine1?: string;
    addressLine2?: string;
    postalCode?: string;
    city?: string;
    regionCode?: string;
    countryCode?: string;
  };
  timeZone?: string;
  currencyCode?: string;
  defaultCheckInTime?: string;
  defaultCheckOutTime?: string;
}

interface ApaleoUnitGroup {
  id: string;
  code?: string;
  name?: string;
  description?: string;
  memberCount?: number;
  maxPersons?: number;
  type?: string;
}

interface ApaleoRatePlan {
  id: string;
  code?: string;
  name?: string;
  description?: string;
  unitGroup?: { id?: string; code?: string; name?: string };
  cancellationPolicy?: { id?: string; code?: string; name?: string; description?: string };
  noShowPolicy?: { name?: string; description?: string };
  channelCodes?: string[];
  minGuaranteeType?: string;
  timeSliceDefinition?: { name?: string; checkInTime?: string; checkOutTime?: string };
}

const wording: ErrorWording = {
  provider: 'Apaleo',
  unauthorized: 'Check the client id and client secret, and that the app may read inventory and rate plans.',
  notFound: 'the property (check the property id)',
};

const pageSize = 100;
const maxPages = 50;

function readSettings(raw: unknown): { settings?: ApaleoSettings; errors: Record<string, string> } {
  const r = new SettingsReader(raw);
  const clientId = r.text('clientId', { required: true, label: 'Client id' });
  const clientSecret = r.text('clientSecret', { required: true, label: 'Client secret' });
  const propertyId = r.text('propertyId', {
    required: true,
    label: 'Property id',
    max: 64,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'Property id is an Apaleo property code such as MUC',
  });
  const baseUrl = r.baseUrl('baseUrl', 'https://api.apaleo.com');
  const identityUrl = r.baseUrl('identityUrl', 'https://identity.apaleo.com');
  const times = { pattern: clockTime, patternMessage: 'Use a time such as 15:00' };
  const checkInTime = r.text('checkInTime', { label: 'Check-in time', ...times });
  const checkOutTime = r.text('checkOutTime', { label: 'Check-out time', ...times });
  if (!r.ok || !clientId || !clientSecret || !propertyId) return { errors: r.errors };
  return { settings: { clientId, clientSecret, propertyId, baseUrl, identityUrl, checkInTime, checkOutTime }, errors: {} };
}

async function accessToken(s: ApaleoSettings, allowHosts: readonly string[], signal?: AbortSignal): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'client_credentials' }).toString();
  const basic = Buffer.from(`${encodeURIComponent(s.clientId)}:${encodeURIComponent(s.clientSecret)}`).toString('base64');
  const token = await requestJson<{ access_token?: string }>(
    `${s.identityUrl}/connect/token`,
    {
      method: 'POST',
      body,
      allowHosts,
      signal,
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    },
    { ...wording, unauthorized: 'Check the client id and client secret.' },
  );
  if (!token?.access_token) throw new ConnectorError('Apaleo did not return an access token');
  return token.access_token;
}

/**
 * Every page of an Apaleo list endpoint: pageNumber starts at 1, `count` is the total, and a page
 * past the end answers 204 No Content. The server may return fewer items than asked for.
 */
async function listAll<T>(url: string, key: string, get: <R>(url: string) => Promise<R>): Promise<T[]> {
  const out: T[] = [];
  for (let pageNumber = 1; pageNumber <= maxPages; pageNumber++) {
    const page = await get<Record<string, unknown> | null>(`${url}&pageNumber=${pageNumber}&pageSize=${pageSize}`);
    const items = (page?.[key] as T[] | undefined) ?? [];
    out.push(...items);
    const count = typeof page?.count === 'number' ? page.count : undefined;
    if (items.length === 0 || (count !== undefined ? out.length >= count : items.length < pageSize)) break;
  }
  return out;
}

const hhmm = (t?: string) => t?.slice(0, 5);

function propertyPassages(p: ApaleoProperty, s: ApaleoSettings): Passage[] {
  const loc = p.location ?? {};
  const address = [
    loc.addressLine1,
    loc.addressLine2,
    [loc.postalCode, loc.city].filter(Boolean).join(' '),
    loc.regionCode,
    loc.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
  const checkIn = hhmm(p.defaultCheckInTime) ?? s.checkInTime;
  const checkOut = hhmm(p.defaultCheckOutTime) ?? s.checkOutTime;
  const lines = [
    `${p.name ?? p.code ?? p.id}${p.code ? ` (property code ${p.code})` : ''}.`,
    p.description,
    address && `Address: ${address}.`,
    checkIn && `Check-in from ${checkIn}.`,
    checkOut && `Check-out until ${checkOut}.`,
    p.timeZone && `Time zone: ${p.timeZone}.`,
    p.currencyCode && `Prices are in ${p.currencyCode}.`,
    p.companyName && `Operated by ${p.companyName}.`,
  ].filter(Boolean);
  return [{ title: p.name ?? 'Property', text: lines.join('\n'), location: { record: 'property', id: p.id } }];
}

function unitGroupPassage(u: ApaleoUnitGroup): Passage {
  const lines = [
    `${u.name ?? u.code ?? u.id}${u.code ? ` (${u.code})` : ''}${u.type ? `, ${humanType(u.type)}` : ''}.`,
    u.description,
    u.maxPersons !== undefined && `Sleeps up to ${u.maxPersons} ${u.maxPersons === 1 ? 'person' : 'people'}.`,
    u.memberCount !== undefined && `The hotel has ${u.memberCount} of these.`,
  ].filter(Boolean);
  return { title: u.name ?? u.code ?? 'Unit group', text: lines.join('\n'), location: { record: 'unit-group', id: u.id } };
}

function ratePlanPassage(r: ApaleoRatePlan): Passage {
  const lines = [
    `Rate plan ${r.name ?? r.code ?? r.id}${r.code ? ` (${r.code})` : ''}${r.unitGroup?.name ? ` for the ${r.unitGroup.name}` : ''}.`,
    r.description,
    r.cancellationPolicy &&
      `Cancellation policy: ${[r.cancellationPolicy.name, r.cancellationPolicy.description].filter(Boolean).join(': ')}.`,
    r.noShowPolicy && `No-show policy: ${[r.noShowPolicy.name, r.noShowPolicy.description].filter(Boolean).join(': ')}.`,
    r.minGuaranteeType && `Guarantee required: ${humanType(r.minGuaranteeType)}.`,
    r.channelCodes?.length && `Bookable through: ${r.channelCodes.map(humanType).join(', ')}.`,
    r.timeSliceDefinition?.checkInTime && `Check-in from ${hhmm(r.timeSliceDefinition.checkInTime)}.`,
    r.timeSliceDefinition?.checkOutTime && `Check-out until ${hhmm(r.timeSliceDefinition.checkOutTime)}.`,
  ].filter(Boolean);
  return { title: r.name ?? r.code ?? 'Rate plan', text: lines.join('\n'), location: { record: 'rate-plan', id: r.id } };
}

/** 'BookingCom' → 'Booking Com', 'BedRoom' → 'bed room'. */
const humanType = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1 $2');

async function client(s: ApaleoSettings, allowHosts: readonly string[], signal?: AbortSignal) {
  const token = await accessToken(s, allowHosts, signal);
  return <R>(url: string) => requestJson<R>(url, { allowHosts, signal, headers: { Authorization: `Bearer ${token}` } }, wording);
}

export const apaleoConnector: Connector = {
  kind: 'pms',
  provider: 'Apaleo',
  secretSettings: ['clientSecret'],

  configure(input): ConfigureResult {
    const { settings, errors } = readSettings(input.settings);
    if (!settings) return settingsFailure(errors);
    return { ok: true, settings: { ...settings }, url: null, name: input.name?.trim() || `Apaleo ${settings.propertyId}` };
  },

  async testConnection(ctx, raw, signal) {
    const { settings } = readSettings(raw);
    if (!settings) throw new ConnectorError('The Apaleo settings are incomplete');
    const get = await client(settings, ctx.config.crawlAllowHosts, signal);
    await get(`${settings.baseUrl}/inventory/v1/properties/${encodeURIComponent(settings.propertyId)}`);
  },

  async sync(_ctx, integration, tools) {
    const { settings } = readSettings(integration.settings);
    if (!settings) throw new ConnectorError('The Apaleo settings are incomplete: edit the integration and enter them again');
    const get = await client(settings, tools.allowHosts, tools.signal);
    const id = encodeURIComponent(settings.propertyId);
    const property = await get<ApaleoProperty>(`${settings.baseUrl}/inventory/v1/properties/${id}`);
    if (!property?.id) throw new ConnectorError('Apaleo answered without the property');
    const unitGroups = await listAll<ApaleoUnitGroup>(`${settings.baseUrl}/inventory/v1/unit-groups?propertyId=${id}`, 'unitGroups', get);
    await tools.setPages(1 + unitGroups.length);
    const ratePlans = await listAll<ApaleoRatePlan>(`${settings.baseUrl}/rateplan/v1/rate-plans?propertyId=${id}`, 'ratePlans', get);
    const passages = [...propertyPassages(property, settings), ...unitGroups.map(unitGroupPassage), ...ratePlans.map(ratePlanPassage)];
    return { pages: passages.length, passages };
  },
};
