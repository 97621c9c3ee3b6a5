import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPhoto } from './images';

describe('demoPhoto', () => {
  it('draws a 1600×1200 JPEG for each theme', async () => {
    for (const theme of ['villa', 'plot', 'home'] as const) {
      const meta = await sharp(await demoPhoto(theme, 1)).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    }
  });

  it('is deterministic for one n and different for another', async () => {
    const [a, again, b] = await Promise.all([demoPhoto('villa', 1), demoPhoto('villa', 1), demoPhoto('villa', 2)]);
    expect(a.equals(again)).toBe(true);
    expect(a.equals(b)).toBe(false);
  });
});
