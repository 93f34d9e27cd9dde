import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlSite } from '../../server/crawler/crawl.ts';
import { safeFetch } from '../../server/crawler/http.ts';
import { isBlockedAddress, privateNetworkMessage, vetHost } from '../../server/crawler/ssrf.ts';
import { memoryCrawlStore } from '../../server/crawler/store.ts';
import { startSite, type FixtureSite } from '../fixtures/site.ts';

describe('crawler SSRF guard', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.close());

  it('classifies private, loopback, link-local, CGNAT, unique-local, multicast and metadata addresses', () => {
    const blocked = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
    ];
    const allowed = ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '172.32.0.1', '100.128.0.1'];
    expect(blocked.filter((a) => !isBlockedAddress(a))).toEqual([]);
    expect(allowed.filter((a) => isBlockedAddress(a))).toEqual([]);
  });

  it('refuses 127.0.0.1 unless the host is allow-listed, before any request is sent', async () => {
    const before = site.requests.length;
    await expect(crawlSite({ url: `${site.url}/`, allowHosts: [] }, memoryCrawlStore())).rejects.toThrow(privateNetworkMessage);
    expect(site.requests.length).toBe(before);
    const ok = await crawlSite({ url: `${site.url}/contact`, allowHosts: ['127.0.0.1'], politenessMs: 0 }, memoryCrawlStore());
    expect(ok.pages).toBe(1);
  });

  it('refuses the cloud metadata endpoint and its IPv6 form', async () => {
    await expect(safeFetch('http://169.254.169.254/latest/meta-data/', { allowHosts: [] })).rejects.toMatchObject({
      code: 'blocked_address',
    });
    await expect(safeFetch('http://[fd00:ec2::254]/latest/meta-data/', { allowHosts: [] })).rejects.toMatchObject({
      code: 'blocked_address',
    });
  });

  it('checks every address a name resolves to (one private record is enough to refuse)', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(vetHost('mixed.example', [], resolve)).rejects.toThrow(privateNetworkMessage);
    await expect(vetHost('rebind.example', [], async () => [{ address: '127.0.0.1', family: 4 }])).rejects.toThrow(privateNetworkMessage);
  });

  it('connects to the address it vetted, never resolving the name again', async () => {
    let lookups = 0;
    const resolve = async () => {
      lookups++;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    // "pinned.test" exists in no DNS: the request can only succeed through the vetted address.
    const res = await safeFetch(`http://pinned.test:${site.port}/contact`, { allowHosts: ['pinned.test'], resolve });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('front desk');
    expect(lookups).toBe(1);
  });

  it('vets every redirect hop: a redirect to loopback or to the metadata endpoint is refused', async () => {
    // 127.0.0.1 is allowed; the redirect goes to "localhost", which is not.
    await expect(safeFetch(`${site.url}/to-loopback`, { allowHosts: ['127.0.0.1'] })).rejects.toThrow(privateNetworkMessage);
    await expect(
      crawlSite({ url: `${site.url}/to-metadata`, allowHosts: ['127.0.0.1'], politenessMs: 0 }, memoryCrawlStore()),
    ).rejects.toThrow(privateNetworkMessage);
  });

  it('refuses non-http schemes and credentials in URLs', async () => {
    await expect(safeFetch('file:///etc/passwd', { allowHosts: [] })).rejects.toMatchObject({ code: 'bad_scheme' });
    await expect(safeFetch(`http://user:pw@127.0.0.1:${site.port}/`, { allowHosts: ['127.0.0.1'] })).rejects.toMatchObject({
      code: 'bad_url',
    });
  });
});
