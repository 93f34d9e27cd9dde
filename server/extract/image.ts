import fs from 'node:fs/promises';
import { unreadable } from './types.ts';

export interface ImageInfo {
  format: 'png' | 'jpeg' | 'webp';
  width: number;
  height: number;
}

function pngSize(b: Buffer): ImageInfo | undefined {
  if (b.length < 24 || b.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpegSize(b: Buffer): ImageInfo | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    // Start-of-frame markers (not DHT C4, JPG C8, DAC CC) carry the dimensions.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { format: 'jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}

function webpSize(b: Buffer): ImageInfo | undefined {
  if (b.length < 30 || b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') return undefined;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { format: 'webp', width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { format: 'webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { format: 'webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return undefined;
}

/** Dimensions read from the image header (no decoding). */
export function imageInfo(head: Buffer): ImageInfo | undefined {
  if (head[0] === 0x89 && head[1] === 0x50) return pngSize(head);
  if (head[0] === 0xff && head[1] === 0xd8) return jpegSize(head);
  return webpSize(head);
}

export async function readImageInfo(file: string): Promise<ImageInfo> {
  const fh = await fs.open(file, 'r');
  try {
    // JPEG headers may follow large EXIF blocks; 512 KB covers real cameras' files.
    const buf = Buffer.alloc(512 * 1024);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const info = imageInfo(buf.subarray(0, bytesRead));
    if (!info || !info.width || !info.height) throw unreadable('the image header is damaged');
    return info;
  } finally {
    await fh.close();
  }
}
