import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newRecordId } from '../ids.ts';
import { assertValidKey, StorageUnavailableError, writeLimited, type Storage } from './index.ts';

/** `s3://bucket[/prefix]?endpoint=http://minio:9000&region=eu-west-1&forcePathStyle=true`. */
export interface S3Location {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

export function parseS3Url(raw: string): S3Location {
  const u = new URL(raw);
  if (u.protocol !== 's3:' || !u.hostname) throw new Error('STORAGE_URL must look like s3://bucket?endpoint=https://host:port');
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  if (endpoint) new URL(endpoint); // a clear boot error rather than a failing first upload
  const prefix = u.pathname.replace(/^\/+|\/+$/g, '');
  return {
    bucket: u.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: u.searchParams.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    // Self-hosted stores (MinIO, Ceph, Garage) are addressed by path; AWS itself by virtual host.
    forcePathStyle: (u.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')) === 'true',
  };
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in any S3-compatible object store. Uploads are spooled to a local temporary file first:
 * the size limit is enforced before anything is sent, and S3 needs a length for a single PUT.
 * Libraries that need a file get a temporary local copy for the time of the call.
 */
export function s3Storage(loc: S3Location, credentials?: S3Credentials): Storage {
  // The SDK is loaded on first use: servers on the filesystem store never pay for it.
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: loc.region,
        endpoint: loc.endpoint,
        forcePathStyle: loc.forcePathStyle,
        credentials,
        // Third-party stores do not all accept the SDK's newer default checksums on every request.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
  );
  type Sdk = Awaited<typeof sdk>;
  /** Sends the command `make` builds; commands come from the lazily loaded SDK. */
  const send = async <T = unknown>(make: (m: Sdk) => object): Promise<T> => {
    const c = await client;
    try {
      // Each command carries its own input/output types; this module only needs the Body it reads.
      return await (c.send as (command: object) => Promise<T>).call(c, make(await sdk));
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) throw err; // a missing object is an answer, not an outage
      throw new StorageUnavailableError(`File storage is unavailable (${(err as Error).name}${status ? ` ${status}` : ''})`, {
        cause: err,
      });
    }
  };
  const Bucket = loc.bucket;
  const objectKey = (key: string) => {
    assertValidKey(key);
    return loc.prefix + key;
  };
  const spoolDir = path.join(os.tmpdir(), 'hotel-s3-spool');
  const spoolPath = () => path.join(spoolDir, `${newRecordId().id}.part`);

  async function download(key: string, to: string): Promise<void> {
    const out = await send<{ Body: Readable }>((m) => new m.GetObjectCommand({ Bucket, Key: objectKey(key) }));
    await pipeline(out.Body, fs.createWriteStream(to, { flags: 'wx' }));
  }

  return {
    async put(key, data, opts = {}) {
      const Key = objectKey(key);
      await fsp.mkdir(spoolDir, { recursive: true });
      const tmp = spoolPath();
      try {
        const { size } = await writeLimited(data, tmp, opts.maxBytes);
        await send((m) => new m.PutObjectCommand({ Bucket, Key, Body: fs.createReadStream(tmp), ContentLength: size }));
        return { size };
      } finally {
        await fsp.rm(tmp, { force: true });
      }
    },
    get(key) {
      const out = new PassThrough();
      send<{ Body: Readable }>((m) => new m.GetObjectCommand({ Bucket, Key: objectKey(key) }))
        .then((r) => pipeline(r.Body, out))
        .catch((err) => out.destroy(err));
      return out;
    },
    async delete(key) {
      await send((m) => new m.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async exists(key) {
      try {
        await send((m) => new m.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || (err as Error).name === 'NotFound') return false;
        throw err;
      }
    },
    async withLocalFile(key, use) {
      await fsp.mkdir(spoolDir, { recursive: true });
      const tmp = spoolPath();
      try {
        await download(key, tmp);
        return await use(tmp);
      } finally {
        await fsp.rm(tmp, { force: true });
      }
    },
  };
}
