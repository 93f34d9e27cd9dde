import { ExtractionError, type Extraction, type FileKind } from './types.ts';

/** Extracts text blocks from a file; images go through OCR (`name` stands in when they hold no text). */
export async function extractFile(file: string, kind: FileKind, name = ''): Promise<Extraction> {
  // Parsers load on first use: a thread reading a CSV does not pay for the PDF engine.
  switch (kind) {
    case 'pdf':
      return (await import('./pdf.ts')).extractPdf(file);
    case 'docx':
      return (await import('./docx.ts')).extractDocx(file);
    case 'xlsx':
      return (await import('./xlsx.ts')).extractXlsx(file);
    case 'csv':
      return (await import('./csv.ts')).extractCsv(file);
    case 'pptx':
      return (await import('./pptx.ts')).extractPptx(file);
    case 'txt':
    case 'md':
      return (await import('./text.ts')).extractText(file, kind);
    case 'html':
      return (await import('./text.ts')).extractHtml(file);
    case 'png':
    case 'jpeg':
    case 'webp':
      return (await import('./image-text.ts')).extractImage(file, name);
    default:
      throw new ExtractionError('Unsupported file type', 'unsupported_type');
  }
}
