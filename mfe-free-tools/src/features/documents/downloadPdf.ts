import { KIND_INFO } from './documentModel';
import type { PdfInput } from './pdf/buildPdf';

/** A file name from the document's number: "invoice-INV-0001.pdf". */
export function pdfFileName(input: Pick<PdfInput, 'kind' | 'number'>): string {
  const safe = input.number.trim().replace(/[^A-Za-z0-9._-]+/g, '-') || 'document';
  return `${KIND_INFO[input.kind].fileStem}-${safe}.pdf`;
}

/**
 * Builds the PDF and hands it to the browser as a download. pdf-lib (about 500 KB) is fetched here, on the
 * first click, never with the page.
 */
export async function downloadDocumentPdf(input: PdfInput): Promise<void> {
  const { buildDocumentPdf } = await import(/* webpackChunkName: "document-pdf" */ './pdf/buildPdf');
  const bytes = await buildDocumentPdf(input);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(input);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started reading the blob by now; revoking later frees it without cutting it short.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
