import yauzl from 'yauzl';
import { ExtractionError, unreadable } from './types.ts';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Entries bigger than `ratioFloorBytes` may not inflate more than this many times their size. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const defaultZipLimits: ZipLimits = {
  maxEntries: 10_000,
  maxUncompressedBytes: 200 * 1024 * 1024,
  maxRatio: 300,
  ratioFloorBytes: 5 * 1024 * 1024,
};

type ZipFile = yauzl.ZipFile;

function open(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(unreadable('the archive is damaged')) : resolve(zip),
    ),
  );
}

function forEachEntry(zip: ZipFile, fn: (entry: yauzl.Entry) => Promise<void> | void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      Promise.resolve()
        .then(() => fn(entry))
        .then(
          () => zip.readEntry(),
          (err) => reject(err),
        );
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(unreadable('the archive is damaged')));
    zip.readEntry();
  });
}

/**
 * Refuses zip bombs before any parser inflates the archive: reads only the central directory and
 * checks the entry count, the declared total size and each entry's compression ratio.
 */
export async function inspectZip(
  file: string,
  limits: ZipLimits = defaultZipLimits,
): Promise<{ entries: number; uncompressedBytes: number }> {
  const zip = await open(file);
  let entries = 0;
  let total = 0;
  try {
    await forEachEntry(zip, (e) => {
      entries++;
      total += e.uncompressedSize;
      if (entries > limits.maxEntries) throw unreadable(`it holds more than ${limits.maxEntries} files`, 'zip_bomb');
      if (total > limits.maxUncompressedBytes)
        throw unreadable(`it expands to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB`, 'zip_bomb');
      if (e.uncompressedSize > limits.ratioFloorBytes && e.uncompressedSize > Math.max(1, e.compressedSize) * limits.maxRatio) {
        throw unreadable('it is compressed suspiciously well (a zip bomb?)', 'zip_bomb');
      }
      if (e.isEncrypted()) throw new ExtractionError('The file is encrypted', 'encrypted_file');
    });
  } finally {
    zip.close();
  }
  return { entries, uncompressedBytes: total };
}

/** Reads the entries whose names pass `wanted`, each at most `maxBytes` once inflated. */
export async function readZipEntries(
  file: string,
  wanted: (name: string) => boolean,
  maxBytes = 50 * 1024 * 1024,
): Promise<Map<string, Buffer>> {
  const zip = await open(file);
  const out = new Map<string, Buffer>();
  try {
    await forEachEntry(zip, (e) => {
      if (!wanted(e.fileName)) return;
      if (e.uncompressedSize > maxBytes) throw unreadable(`${e.fileName} is too large`);
      return new Promise<void>((resolve, reject) => {
        zip.openReadStream(e, (err, stream) => {
          if (err || !stream) return reject(unreadable('the archive is damaged'));
          const parts: Buffer[] = [];
          let size = 0;
          stream.on('data', (c: Buffer) => {
            size += c.length;
            if (size > maxBytes) stream.destroy(unreadable(`${e.fileName} is too large`));
            else parts.push(c);
          });
          stream.on('error', (err2) => reject(err2 instanceof ExtractionError ? err2 : unreadable('the archive is damaged')));
          stream.on('end', () => {
            out.set(e.fileName, Buffer.concat(parts));
            resolve();
          });
        });
      });
    });
  } finally {
    zip.close();
  }
  return out;
}

/**
 * A parser's own error (mammoth's and ExcelJS's zip reader, JSZip) as the user should read it:
 * internal wording such as "Bug : uncompressed data size mismatch" is not shown.
 */
export function libraryFailure(err: unknown, fallback: string): ExtractionError {
  if (err instanceof ExtractionError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/size mismatch|crc32|corrupted zip|end of central directory|invalid (zip|signature)|unexpected (end|signature)/i.test(message)) {
    return unreadable('the archive is damaged (its contents do not match what it declares)');
  }
  return unreadable(fallback);
}
