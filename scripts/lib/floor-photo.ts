import sharp from 'sharp';

/**
 * The tap floor's photo (bench/tap-floor): an 800×600 JPEG of about 140 kB, drawn from a seeded
 * noise over gradients, so every run and every machine with this sharp gets the same bytes without
 * a binary in the repository. Noise is what makes a JPEG that large; the gradients make it a photo.
 */
export async function floorPhoto(): Promise<Buffer> {
  const width = 800;
  const height = 600;
  const noise = seeded(29);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = (noise() - 0.5) * 48;
      pixels[i] = clamp(60 + (x / width) * 150 + n);
      pixels[i + 1] = clamp(120 + Math.sin(x / 40 + y / 70) * 60 + n);
      pixels[i + 2] = clamp(200 - (y / height) * 140 + n);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** mulberry32: a small seeded generator, the same sequence everywhere. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
