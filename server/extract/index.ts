export { extractFile } from './extract-file.ts';
export { detectFileType, decodeText } from './detect.ts';
export { readImageInfo, imageInfo, type ImageInfo } from './image.ts';
export { recognise, stopOcr, OcrTimeout } from './ocr.ts';
export { runExtraction, stopExtraction, type ExtractionOutcome } from './pool.ts';
export {
  ExtractionError,
  fileKinds,
  imageKinds,
  isImageKind,
  type Extraction,
  type Failure,
  type FailureCode,
  type FileKind,
} from './types.ts';
