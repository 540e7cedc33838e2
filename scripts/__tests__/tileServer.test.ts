import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { blankTilePng, startTileServer } from '../lib/tileServer';

describe('the stand-in tile server', () => {
  it('makes a valid 256×256 PNG (signature, header size, checksums, pixel data)', () => {
    const png = blankTilePng();
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    assert.equal(png.subarray(12, 16).toString('ascii'), 'IHDR');
    assert.equal(png.readUInt32BE(16), 256);
    assert.equal(png.readUInt32BE(20), 256);
    let at = 8;
    let pixels = Buffer.alloc(0);
    while (at < png.length) {
      const length = png.readUInt32BE(at);
      const body = png.subarray(at + 4, at + 8 + length);
      assert.equal(png.readUInt32BE(at + 8 + length), zlib.crc32(body), `checksum of ${body.subarray(0, 4)}`);
      if (body.subarray(0, 4).toString('ascii') === 'IDAT')
        pixels = Buffer.concat([pixels, body.subarray(4)]);
      at += length + 12;
    }
    assert.equal(zlib.inflateSync(pixels).length, 256 * 257);
  });

  it('answers tile paths with the PNG and anything else with 404', async () => {
    const server = await startTileServer();
    try {
      const url = server.urlTemplate.replace('{z}', '11').replace('{x}', '543').replace('{y}', '819');
      const tile = await fetch(url);
      assert.equal(tile.status, 200);
      assert.equal(tile.headers.get('content-type'), 'image/png');
      assert.deepEqual(Buffer.from(await tile.arrayBuffer()), blankTilePng());
      const other = await fetch(new URL('/secret', url));
      assert.equal(other.status, 404);
    } finally {
      await server.close();
    }
  });
});
