import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir, env } from '@/lib/env';

let cached: Uint8Array | undefined;

/**
 * AUTH_SECRET, or a random secret generated once into the data directory (never committed).
 * Several app instances on one PostgreSQL database must share AUTH_SECRET instead.
 */
export function authSecret(): Uint8Array {
  if (cached) return cached;
  let secret = env().AUTH_SECRET;
  if (!secret) {
    const file = path.join(dataDir(), 'auth-secret');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx' fails if another process wrote it first; then read theirs.
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
