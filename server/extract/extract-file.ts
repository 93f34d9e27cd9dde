import { ExtractionError, type Extraction, type FileKind } from './types.ts';

/** Extracts text blocks from a document file (not images: see server/documents for OCR). */
export async function extractFile(file: string, kind: FileKind): Promise<Extraction> {
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
    default:
      throw new ExtractionError('Unsupported file type');
  }
}
