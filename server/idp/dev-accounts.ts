import crypto from 'node:crypto';
import { ConfigError, type Config } from '../config.ts';

export interface DevUser {
  email: string;
  password: string;
  name: string;
  /** Role in every development property: `admin` unless the entry ends with `:staff`. */
  role: 'admin' | 'staff';
}

export interface DevProperty {
  id: string;
  name: string;
}

/** Documented defaults (README "Signing in"): used when DEV_USERS / DEV_PROPERTIES are unset or blank. */
export const DEFAULT_DEV_USERS = 'staff@hotel.example:hotel123:Alex Morgan:staff,manager@hotel.example:hotel123:Sam Rivera:admin';
export const DEFAULT_DEV_PROPERTIES = 'grand-hotel:Grand Hotel';

const EMAIL = /^[^\s@:,]+@[^\s@:,]+\.[^\s@:,]+$/;
// Property ids travel in URLs (?id=) and local storage, so keep them URL-safe.
const PROPERTY_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function entries(raw: string): string[] {
  return raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
}

/**
 * `email:password:Display Name[:role]`, comma-separated. The password runs to the second colon, so
 * it may not contain `:` or `,`; the display name may contain colons. A last segment `admin` or
 * `staff` is the role (default `admin`: a lone developer can do everything).
 */
export function parseDevUsers(raw: string | undefined): DevUser[] {
  const source = raw?.trim() ? raw : DEFAULT_DEV_USERS;
  const users: DevUser[] = [];
  const seen = new Set<string>();
  for (const entry of entries(source)) {
    const first = entry.indexOf(':');
    const second = first < 0 ? -1 : entry.indexOf(':', first + 1);
    if (second < 0) throw new ConfigError(`DEV_USERS: "${entry}" must be email:password:Display Name`);
    const email = entry.slice(0, first).trim().toLowerCase();
    const password = entry.slice(first + 1, second);
    let name = entry.slice(second + 1).trim();
    let role: DevUser['role'] = 'admin';
    const roleMatch = /:\s*(admin|staff)\s*$/i.exec(name);
    if (roleMatch) {
      role = roleMatch[1].toLowerCase() as DevUser['role'];
      name = name.slice(0, roleMatch.index).trim();
    }
    if (!EMAIL.test(email)) throw new ConfigError(`DEV_USERS: "${email}" is not an email address`);
    if (!password) throw new ConfigError(`DEV_USERS: ${email} has an empty password`);
    if (!name) throw new ConfigError(`DEV_USERS: ${email} has no display name`);
    if (seen.has(email)) throw new ConfigError(`DEV_USERS: ${email} is listed twice`);
    seen.add(email);
    users.push({ email, password, name, role });
  }
  if (!users.length) throw new ConfigError('DEV_USERS lists no users');
  return users;
}

/** `id:Name`, comma-separated. */
export function parseDevProperties(raw: string | undefined): DevProperty[] {
  const source = raw?.trim() ? raw : DEFAULT_DEV_PROPERTIES;
  const properties: DevProperty[] = [];
  const seen = new Set<string>();
  for (const entry of entries(source)) {
    const colon = entry.indexOf(':');
    if (colon < 0) throw new ConfigError(`DEV_PROPERTIES: "${entry}" must be id:Name`);
    const id = entry.slice(0, colon).trim();
    const name = entry.slice(colon + 1).trim();
    if (!PROPERTY_ID.test(id)) {
      throw new ConfigError(`DEV_PROPERTIES: "${id}" is not a valid property id (letters, digits, ".", "_", "-"; at most 64)`);
    }
    if (!name) throw new ConfigError(`DEV_PROPERTIES: ${id} has no name`);
    if (seen.has(id)) throw new ConfigError(`DEV_PROPERTIES: ${id} is listed twice`);
    seen.add(id);
    properties.push({ id, name });
  }
  if (!properties.length) throw new ConfigError('DEV_PROPERTIES lists no properties');
  return properties;
}

export const devUsers = (config: Pick<Config, 'DEV_USERS'>) => parseDevUsers(config.DEV_USERS);
export const devProperties = (config: Pick<Config, 'DEV_PROPERTIES'>) => parseDevProperties(config.DEV_PROPERTIES);

/** Constant-time comparison, so a wrong password takes as long as a right one. */
export function findDevUser(users: DevUser[], email: string, password: string): DevUser | undefined {
  const user = users.find((u) => u.email === email.trim().toLowerCase());
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  const ok = crypto.timingSafeEqual(digest(user?.password ?? crypto.randomUUID()), digest(password));
  return user && ok ? user : undefined;
}
