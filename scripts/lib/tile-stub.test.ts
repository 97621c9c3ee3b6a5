import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { startTileStub, tilePng, tileStubUrl } from './tile-stub';

describe('the tile stub', () => {
  it('makes a PNG that decodes to 256 × 256 pixels', async () => {
    const meta = await sharp(tilePng()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
  });

  it('answers any /{z}/{x}/{y}.png with it, and nothing else', async () => {
    const server = await startTileStub(0);
    try {
      const { port } = server.address() as AddressInfo;
      const tile = await fetch(tileStubUrl(port).replace('{z}/{x}/{y}', '14/11747/7629'));
      expect(tile.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await tile.arrayBuffer()).equals(tilePng())).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/etc/passwd`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
