import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { compressHtml, htmlEncodingFor } from '../serve/htmlCompression';

describe('htmlEncodingFor', () => {
  it('prefers brotli, then gzip, and sends nothing compressed to a client that accepts neither', () => {
    assert.equal(htmlEncodingFor('gzip, deflate, br, zstd'), 'br');
    assert.equal(htmlEncodingFor('gzip, deflate'), 'gzip');
    assert.equal(htmlEncodingFor(['deflate', 'gzip']), 'gzip');
    assert.equal(htmlEncodingFor('identity'), null);
    assert.equal(htmlEncodingFor(undefined), null);
    assert.equal(htmlEncodingFor(''), null);
  });

  it('honours q=0 refusals and the * wildcard', () => {
    assert.equal(htmlEncodingFor('br;q=0, gzip'), 'gzip');
    assert.equal(htmlEncodingFor('br;q=0, gzip;q=0'), null);
    assert.equal(htmlEncodingFor('*'), 'br');
    assert.equal(htmlEncodingFor('*;q=0.5, br;q=0'), 'gzip');
    assert.equal(htmlEncodingFor('BR;Q=1'), 'br');
    assert.equal(htmlEncodingFor('gzip;q=nonsense'), null);
  });
});

describe('compressHtml', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`flushes each chunk through ${encoding} as it is written, before the page ends`, async () => {
      const body = new PassThrough();
      const compressed = compressHtml(body, encoding);
      const received: Buffer[] = [];
      compressed.on('data', (chunk: Buffer) => received.push(chunk));
      body.write('<!doctype html><html><head><title>Prohive</title></head>');
      // Without a flush per write the compressor would hold the head back until the whole page is done.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const partial = Buffer.concat(received);
      const inflate = encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
      const head = await new Promise<string>((resolve) => {
        let text = '';
        inflate.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('</head>')) resolve(text);
        });
        inflate.write(partial);
      });
      assert.match(head, /<title>Prohive<\/title><\/head>$/);
      body.end('<body>done</body></html>');
      await new Promise((resolve) => compressed.on('end', resolve));
      const whole = Buffer.concat(received);
      const text = (encoding === 'br' ? zlib.brotliDecompressSync(whole) : zlib.gunzipSync(whole)).toString();
      assert.equal(text, '<!doctype html><html><head><title>Prohive</title></head><body>done</body></html>');
    });
  }

  it('stops the render behind it when the visitor goes away', async () => {
    const body = new PassThrough();
    const compressed = compressHtml(body, 'gzip');
    body.write('<html>');
    compressed.destroy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(body.destroyed, true);
  });
});
