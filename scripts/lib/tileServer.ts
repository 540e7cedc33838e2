// A stand-in for the map tile service (MAP_TILE_URL) on loopback: the real one is out of reach here, and a
// benchmark that loads a job page would otherwise measure failed requests to it (each one a console error that
// costs the page its best-practices score) rather than the site.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const TILE_SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain light-grey 256×256 PNG, the size a real tile has (a smaller image would be flagged as blurry). */
export function blankTilePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(TILE_SIZE, 0xe8)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: TILE_SIZE }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** A MAP_TILE_URL template pointing at this server. */
  urlTemplate: string;
  close(): Promise<void>;
}

/** Serves the same blank tile for every /{z}/{x}/{y}.png, cacheable like a real tile. */
export async function startTileServer(): Promise<TileServer> {
  const tile = blankTilePng();
  const server = http.createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'image/png',
        'content-length': tile.length,
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      })
      .end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlTemplate: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
