// Compression for the server-rendered HTML. Static files are precompressed at build time; a rendered page is
// made per request, so it is compressed as it streams. On a phone's connection the uncompressed HTML (its
// markup, styles and serialised data: 30–150 KB) was the largest single download of a first visit.
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';

export type HtmlEncoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. A coding listed with
 * `q=0` is refused (RFC 9110 §12.5.3); `*` stands for any coding not listed.
 */
export function htmlEncodingFor(acceptEncoding: string | string[] | undefined): HtmlEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: HtmlEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/**
 * The page compressed as it streams. Every chunk the renderer writes is flushed through, so the browser still
 * gets the head (and its preloads) and each finished part of the page as soon as the server has it; brotli at
 * quality 5 costs about as much CPU as gzip's default and compresses HTML noticeably better.
 */
export function compressHtml(body: Readable, encoding: HtmlEncoding): Readable {
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH });
  body.on('error', (error) => compressor.destroy(error));
  // A visitor who goes away closes the compressed stream; the render behind it must stop too.
  compressor.on('close', () => {
    if (!body.readableEnded) body.destroy();
  });
  return body.pipe(compressor);
}
