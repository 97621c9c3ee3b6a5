/*
 * Map tiles for the tests, which never reach the internet: a loopback HTTP server that answers
 * every /{z}/{x}/{y}.png with one small PNG (a pale square with a faint grid, so a map that loaded
 * its tiles looks like one in a screenshot), and /health with 200. The site is built with
 * NEXT_PUBLIC_MAP_TILE_URL pointing here (tileStubUrl), since the CSP's img-src is fixed at build.
 *
 *   node --import tsx/esm scripts/lib/tile-stub.ts <port>     (playwright.config.ts starts it so)
 */
import http from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The one tile: 256 × 256, 8-bit RGB, every row filtered 'none'. */
export function tilePng(): Buffer {
  const rows = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y++) {
    const row = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x++) {
      const line = x % 64 === 0 || y % 64 === 0;
      const [r, g, b] = line ? [214, 222, 210] : [236, 241, 232];
      rows.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filters, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The tile URL template the site is built with, for a stub on `port`. */
export const tileStubUrl = (port: number) => `http://127.0.0.1:${port}/{z}/{x}/{y}.png`;

export function startTileStub(port: number): Promise<http.Server> {
  const png = tilePng();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path === '/health') return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    if (req.method !== 'GET' || !/^\/\d+\/\d+\/\d+\.png$/.test(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length, 'Cache-Control': 'public, max-age=3600' }).end(png);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

// Run as a program (not imported by a test).
if (/tile-stub\.ts$/.test(process.argv[1] ?? '')) {
  const port = Number(process.argv[2] || process.env.TILE_STUB_PORT);
  const server = await startTileStub(port);
  console.log(`Tile stub on ${tileStubUrl(port)}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
