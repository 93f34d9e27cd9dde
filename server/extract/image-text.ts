import type { Block } from '../chunking/split.ts';
import { readImageInfo } from './image.ts';
import { OcrTimeout, recognise } from './ocr.ts';
import { ExtractionError, unreadable, type Extraction } from './types.ts';

const ocrTimeoutMs = 60_000;
// Beyond this the OCR engine's memory and time grow too much for one image.
const maxOcrPixels = 40_000_000;
const minOcrConfidence = 30;

/** An image: its dimensions, and the English text OCR finds in it (or its name when there is none). */
export async function extractImage(file: string, name: string): Promise<Extraction> {
  const info = await readImageInfo(file);
  const meta: Extraction['meta'] = { format: info.format, width: info.width, height: info.height, ocr: false };
  let text = '';
  if (info.width * info.height <= maxOcrPixels) {
    try {
      const result = await recognise(file, ocrTimeoutMs);
      meta.ocr = true;
      meta.ocrConfidence = Math.round(result.confidence);
      if (result.confidence >= minOcrConfidence) text = result.text.trim();
    } catch (err) {
      if (err instanceof OcrTimeout) throw new ExtractionError('The file took too long to read', 'too_slow');
      // The engine's own messages ("Error attempting to read image.") say nothing more useful.
      throw unreadable('the image is damaged');
    }
  }
  // An image without readable text is still found by its name.
  const blocks: Block[] = [{ text: text || name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' '), location: {} }];
  return { blocks, meta };
}
