import { CrawlError } from '../crawler/errors.ts';
import { vetHost } from '../crawler/ssrf.ts';
import { badRequest } from '../http/errors.ts';

export const privateAddressMessage = 'This address is on a private network and cannot be reached from here';

// A slow resolver does not hold the form up: the sync checks the address again anyway.
const lookupMs = 2000;

/** The addresses an integration will connect to: its URL and the `…Url` settings (API base URLs). */
function addressesOf(url: unknown, settings: Record<string, unknown>): [field: string, url: string][] {
  const out: [string, string][] = [];
  if (typeof url === 'string' && url) out.push(['url', url]);
  for (const [key, value] of Object.entries(settings))
    if (/Url$/.test(key) && typeof value === 'string' && value) out.push([`settings.${key}`, value]);
  return out;
}

async function isPrivate(url: string, allowHosts: readonly string[]): Promise<boolean> {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false; // the connector's own checks speak about malformed URLs
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([vetHost(host, allowHosts), new Promise((resolve) => (timer = setTimeout(resolve, lookupMs)))]);
    return false;
  } catch (err) {
    // Only a private answer is refused here; a name that does not resolve (yet) is the sync's to report.
    return err instanceof CrawlError && err.code === 'blocked_address';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refuses, when the integration is saved, an address the sync would refuse later anyway: one that
 * is or resolves to a private, loopback or link-local network (unless in CRAWL_ALLOW_HOSTS).
 */
export async function refusePrivateAddresses(
  url: unknown,
  settings: Record<string, unknown>,
  allowHosts: readonly string[],
): Promise<void> {
  const errors: Record<string, string> = {};
  for (const [field, address] of addressesOf(url, settings))
    if (await isPrivate(address, allowHosts)) errors[field] = privateAddressMessage;
  if (Object.keys(errors).length) throw badRequest(privateAddressMessage, errors, { code: 'private_address' });
}
