// How the shared cache (redis.mjs) writes a page's cache entry to Redis and reads it back: the
// library's own format (Buffers as {$binary: base64}, Maps as {$map}), so entries stay readable
// either way, made cheap. Plain JavaScript, like redis.mjs, which Next loads unbundled.
//
// Why not the library's default serializer: it hands the entry to JSON.stringify with a replacer,
// and JSON.stringify turns each Buffer into { type, data: [...every byte as a number] } before any
// replacer sees it; and after each read the library logs JSON.stringify(entry).substring(0, 200),
// evaluated whether or not debugging is on, which does the same to every Buffer again. For the
// `/villas` entry (HTML, React payload and its segments, 220 kB stored) that was 8.5 ms to store
// and 10.9 ms to read, against 0.5 and 0.4 ms here; `npm run test:load`'s CPU profiles of the
// instances had it among their largest costs.
import { bufferAndMapReplacer, bufferAndMapReviver } from '@trieb.work/nextjs-turbo-redis-cache';

const isPlain = (value) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Buffers and Maps in the format of bufferAndMapReplacer, converted before JSON.stringify sees them. */
function encode(value) {
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value)) return { $binary: value.toString('base64') };
  if (value instanceof Map) return { $map: Object.fromEntries([...value].map(([k, v]) => [k, encode(v)])) };
  if (Array.isArray(value)) return value.map(encode);
  // Anything else (a Date, a class instance) is left to JSON.stringify and the library's replacer.
  if (!isPlain(value) || typeof value.toJSON === 'function') return value;
  const out = {};
  for (const key of Object.keys(value)) out[key] = encode(value[key]);
  return out;
}

/** What JSON.stringify makes of an entry that was read: its description, not its bytes. */
function summary() {
  return { lastModified: this.lastModified, tags: this.tags, kind: this.value?.kind };
}

export const cacheEntrySerializer = {
  serialize(entry) {
    return JSON.stringify(encode(entry), bufferAndMapReplacer);
  },
  deserialize(stored) {
    const entry = JSON.parse(stored, bufferAndMapReviver);
    if (entry && typeof entry === 'object') Object.defineProperty(entry, 'toJSON', { value: summary, enumerable: false });
    return entry;
  },
};
