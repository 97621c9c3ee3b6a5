import path from 'node:path';

export const VARIANT_WIDTHS = [800, 400] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

// Stored files are /uploads/<first two hex chars of id>/<24-hex id>[-800w|-400w].webp (photos) or
// <24-hex id>.jpg (share cards, lib/share-card/) and nothing else, so a strict pattern is the whole
// validation: no dots, percent signs or slashes can slip through.
const MAIN = /^\/uploads\/([0-9a-f]{2})\/([0-9a-f]{24})\.webp$/;
const CARD = /^\/uploads\/([0-9a-f]{2})\/([0-9a-f]{24})\.jpg$/;
const ANY_FILE = /^\/uploads\/([0-9a-f]{2})\/([0-9a-f]{24})(?:(?:-(?:800|400)w)?\.webp|\.jpg)$/;

export function uploadsDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.env.UPLOADS_DIR || 'uploads');
}

export function isMainPath(publicPath: string): boolean {
  const m = MAIN.exec(publicPath);
  return m !== null && m[2].startsWith(m[1]);
}

/** A listing's share card: one JPEG, no variants. */
export function isCardPath(publicPath: string): boolean {
  const m = CARD.exec(publicPath);
  return m !== null && m[2].startsWith(m[1]);
}

/** A path whose files the uploads journal tracks and uploads:check counts: a photo or a share card. */
export const isStoredPath = (publicPath: string) => isMainPath(publicPath) || isCardPath(publicPath);

export function publicPathOf(id: string, extension: 'webp' | 'jpg' = 'webp'): string {
  return `/uploads/${id.slice(0, 2)}/${id}.${extension}`;
}

/** The Content-Type of a stored file, by the extension its pattern allows. */
export const contentTypeOf = (file: string) => (file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');

export function variantPath(publicPath: string, width: VariantWidth): string {
  if (!publicPath.endsWith('.webp')) throw new TypeError(`Not a stored image path: ${publicPath}`);
  return `${publicPath.slice(0, -'.webp'.length)}-${width}w.webp`;
}

/**
 * Where a photo's upload waits, as it came, until its sizes are made (lib/uploads/sizes.ts): beside
 * them, under a name that neither nginx nor the app's route serves. Null for anything but a photo.
 */
export function sourceFileOf(publicPath: string): string | null {
  if (!isMainPath(publicPath)) return null;
  const file = toDiskPath(publicPath);
  return file && `${file.slice(0, -'.webp'.length)}.upload`;
}

/** The main photo's public path for a request's segments after /uploads/ naming it or one of its widths; null otherwise. */
export function mainPathOf(segments: readonly string[]): string | null {
  const main = `/uploads/${segments.join('/')}`.replace(/-(?:800|400)w\.webp$/, '.webp');
  return isMainPath(main) ? main : null;
}

/** The main image and its width variants, as public paths (a share card is one file). */
export function allFilesOf(publicPath: string): string[] {
  if (isCardPath(publicPath)) return [publicPath];
  return [publicPath, ...VARIANT_WIDTHS.map((w) => variantPath(publicPath, w))];
}

/**
 * Absolute path inside uploadsDir() for a public path ('/uploads/ab/<id>.webp', '/uploads/ab/<id>.jpg') or for the
 * segments after /uploads/ (as a catch-all route receives them); null for anything else.
 */
export function toDiskPath(input: string | readonly string[]): string | null {
  const raw = typeof input === 'string' ? input : `/uploads/${input.join('/')}`;
  if (raw.includes('\\') || raw.includes('\0')) return null;

  let decoded: string;
  try {
    // Decode once so an encoded path is judged by what it means; the pattern below has no room for '%'.
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const m = ANY_FILE.exec(decoded);
  if (!m || !m[2].startsWith(m[1])) return null;

  const root = uploadsDir();
  const file = path.resolve(root, decoded.slice('/uploads/'.length));
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The '/uploads/…' part of an existing main-image path, whether sent as a full URL
 * ('http://api.example.com/uploads/ab/<id>.webp'), '/uploads/…' or 'uploads/…'; null if it isn't one.
 */
export function normaliseStoredPath(input: string): string | null {
  let text = input.trim();
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(text)) {
    try {
      text = new URL(text, 'http://localhost').pathname;
    } catch {
      return null;
    }
  }
  if (text.startsWith('uploads/')) text = `/${text}`;
  const at = text.indexOf('/uploads/');
  if (at === -1) return null;
  const candidate = text.slice(at);
  return isMainPath(candidate) ? candidate : null;
}
