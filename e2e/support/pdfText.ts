import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws: every stream is inflated (pdf-lib deflates page content) and the strings shown with Tj,
 * hex `<…>` or literal `(…)`, are decoded as Latin-1 and joined by spaces. Enough for the PDFs the free tools
 * make with the standard fonts; not a general PDF reader.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (shown[1] !== undefined) parts.push(Buffer.from(shown[1], 'hex').toString('latin1'));
      else parts.push((shown[2] ?? '').replace(/\\(.)/g, '$1'));
    }
  }
  return parts.join(' ');
}
