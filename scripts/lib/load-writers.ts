// The writers of `npm run test:load`: signed-in administrators creating, editing and deleting
// listings with phone-sized photos (multipart, as the admin form sends them), each on listings of
// its own, one write at a time. Every write is timed, its Server-Timing spans kept, and every
// listing's history recorded (for the freshness probe and the check that no acknowledged write is lost).
import http from 'node:http';
import sharp from 'sharp';
import { demoPhoto } from '../seed/images';
import { formOf, type Json, listingFields, pick, SLUGS, type Slug } from './resilience';

/** One save of a listing; title null: the delete. */
export interface Version {
  title: string | null;
  sentAt: number;
  /** When the answer (2xx) was complete; null while in flight or when it failed. */
  ackedAt: number | null;
  failed: boolean;
}

export interface Written {
  slug: Slug;
  /** In the order they were sent; a listing's writes never overlap. */
  versions: Version[];
  /** What the last acknowledged write left. */
  acked: { deleted: boolean; version: number; title: string; mainImage: string; additional: number };
}

export class WriteLog {
  /** Each write: when it was sent (Date.now()), its latency and its Server-Timing header. */
  latency: { op: string; ms: number; sentAt: number; timing: string }[] = [];
  /** How long the load generator took to encode each write's body, before its clock started. */
  encodeMs: number[] = [];
  /** The server's own account of each write (its Server-Timing spans, lib/server-timing.ts). */
  spans: { op: string; span: string; ms: number }[] = [];
  status: Record<string, number> = {};
  errors: string[] = [];
  /** Every listing a create was acknowledged for, by id. */
  listings = new Map<string, Written>();
  count = 0;
  lastAckAt = 0;
}

/** Phone-sized photos (2400×1800 JPEG with sensor-like noise, about 0.7 MB each) of the demo illustrations. */
export async function phonePhotos(): Promise<Buffer[]> {
  const themes = ['villa', 'plot', 'home'] as const;
  return Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const { data, info } = await sharp(await demoPhoto(themes[i % 3], 100 + i)).resize(2400, 1800).raw().toBuffer({ resolveWithObject: true });
      for (let p = 0; p < data.length; p++) data[p] = Math.max(0, Math.min(255, data[p] + ((Math.random() * 16) | 0) - 8));
      return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality: 90 }).toBuffer();
    }),
  );
}

export interface WriterOptions {
  base: string;
  headers: Record<string, string>;
  photos: Buffer[];
  writers: number;
  /** Tells the titles of this run apart from any other. */
  run: string;
  timeoutSeconds: number;
}

/** The administrators: keep-alive connections like a browser's, opened before the phase (each has the admin pages open). */
export class Writers {
  private readonly agent: http.Agent;
  private seq = 0;

  constructor(
    private readonly o: WriterOptions,
    readonly log = new WriteLog(),
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: o.writers });
  }

  async open(): Promise<void> {
    await Promise.all(Array.from({ length: this.o.writers }, () => this.request('GET', '/api/auth/me', { headers: { ...this.o.headers } })));
  }

  /** Runs the writers until `deadline` (ms since the epoch). */
  run(deadline: number): Promise<void> {
    return Promise.all(Array.from({ length: this.o.writers }, () => this.writer(deadline))).then(() => {});
  }

  close() {
    this.agent.destroy();
  }

  /** Unique and never a prefix of another (`#000012` vs `#000120`), so a page shows exactly one. */
  private title(kind: string) {
    return `load ${this.o.run} #${String(++this.seq).padStart(6, '0')} (${kind})`;
  }

  /** The same multipart body fetch would send, with its headers. */
  private async encode(form?: FormData): Promise<{ headers: Record<string, string>; body?: Buffer }> {
    if (!form) return { headers: { ...this.o.headers } };
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    return { headers: { ...this.o.headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) }, body };
  }

  private request(method: string, url: string, { headers: h, body }: { headers: Record<string, string>; body?: Buffer }): Promise<{ status: number; json: Json; timing: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${this.o.base}${url}`, { method, agent: this.agent, headers: h, timeout: this.o.timeoutSeconds * 1000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const timing = String(res.headers['server-timing'] ?? '');
            resolve({ status: res.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Json, timing });
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  }

  private async timed(op: string, method: string, url: string, body?: FormData): Promise<Json | null> {
    const log = this.log;
    // The body is encoded before the clock starts: this process also runs 200 readers, and the
    // turns of its event loop spent building up to 1.4 MB of multipart are not the site's time.
    // They are reported on their own (`encodeMs`).
    const e = performance.now();
    const encoded = await this.encode(body);
    log.encodeMs.push(performance.now() - e);
    const t = performance.now();
    const sentAt = Date.now();
    try {
      const res = await this.request(method, url, encoded);
      log.latency.push({ op, ms: performance.now() - t, sentAt, timing: res.timing });
      for (const m of res.timing.matchAll(/([\w-]+);dur=([\d.]+)/g)) log.spans.push({ op, span: m[1], ms: Number(m[2]) });
      log.status[res.status] = (log.status[res.status] ?? 0) + 1;
      if (res.status < 300) {
        log.count++;
        log.lastAckAt = Date.now();
        return res.json;
      }
      log.errors.push(`${method} ${url}: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
    } catch (err) {
      log.errors.push(`${method} ${url}: ${String(err)}`);
    }
    return null;
  }

  private async writer(deadline: number) {
    const { photos } = this.o;
    const mine: string[] = [];
    while (Date.now() < deadline) {
      const r = Math.random();
      if (mine.length < 2 || r < 0.45) {
        const slug = pick(SLUGS);
        const title = this.title('new');
        const files = [
          { field: 'mainImage' as const, data: pick(photos) },
          ...(Math.random() < 0.5 ? [{ field: 'additionalImages' as const, data: pick(photos) }] : []),
        ];
        const sentAt = Date.now();
        const d = (await this.timed('create', 'POST', `/api/${slug}`, formOf(listingFields(slug, title), files)))?.data;
        if (d?._id) {
          const acked = { deleted: false, version: d.version, title, mainImage: d.mainImage, additional: d.additionalImages.length };
          this.log.listings.set(d._id, { slug, versions: [{ title, sentAt, ackedAt: Date.now(), failed: false }], acked });
          mine.push(d._id);
        }
      } else if (r < 0.85) {
        const id = pick(mine);
        const w = this.log.listings.get(id)!;
        const title = this.title('edit');
        // Half the edits replace the photo, half change only the text.
        const photo = Math.random() < 0.5;
        const fields = { ...listingFields(w.slug, title), version: String(w.acked.version), ...(photo ? { additionalImagesPaths: '[]' } : { mainImagePath: w.acked.mainImage }) };
        const v: Version = { title, sentAt: Date.now(), ackedAt: null, failed: false };
        w.versions.push(v);
        const d = (await this.timed('edit', 'PUT', `/api/${w.slug}/${id}`, formOf(fields, photo ? [{ field: 'mainImage', data: pick(photos) }] : [])))?.data;
        if (d) {
          v.ackedAt = Date.now();
          w.acked = { ...w.acked, version: d.version, title, mainImage: d.mainImage, additional: d.additionalImages.length };
        } else v.failed = true;
      } else {
        const id = mine.splice(Math.floor(Math.random() * mine.length), 1)[0];
        const w = this.log.listings.get(id)!;
        const v: Version = { title: null, sentAt: Date.now(), ackedAt: null, failed: false };
        w.versions.push(v);
        if (await this.timed('delete', 'DELETE', `/api/${w.slug}/${id}`)) {
          v.ackedAt = Date.now();
          w.acked = { ...w.acked, deleted: true };
        } else v.failed = true;
      }
    }
  }
}

/**
 * Every acknowledged write, as its last answer left it: the API's record, its photo and its page.
 * Read through `base`; what fails there is read again on `direct` (an instance, not through
 * nginx): a listing right there but not through `base` was served stale, not lost.
 */
export async function verifyWrites(base: string, direct: string, log: WriteLog): Promise<{ lost: string[]; staleAtBase: string[] }> {
  const problemOf = async (origin: string, id: string, w: Written): Promise<string | null> => {
    const res = await fetch(`${origin}/api/${w.slug}/${id}`);
    const body = (await res.json()) as Json;
    if (w.acked.deleted) {
      const page = await fetch(`${origin}/${w.slug}/${id}`);
      await page.arrayBuffer();
      return res.status === 404 && page.status === 404 ? null : `deleted, but the API answers ${res.status} and the page ${page.status}`;
    }
    const d = body.data;
    if (!res.ok || d.version !== w.acked.version || d.title !== w.acked.title || d.mainImage !== w.acked.mainImage || d.additionalImages.length !== w.acked.additional) {
      return `API ${res.status} ${JSON.stringify(d ?? body).slice(0, 200)}`;
    }
    const img = await fetch(`${origin}${d.mainImage}`);
    await img.arrayBuffer();
    const page = await fetch(`${origin}/${w.slug}/${id}`);
    const html = await page.text();
    if (img.status !== 200 || page.status !== 200 || !html.includes(w.acked.title)) return `photo ${img.status}, page ${page.status}${html.includes(w.acked.title) ? '' : ' without the title'}`;
    return null;
  };
  const lost: string[] = [];
  const staleAtBase: string[] = [];
  for (const [id, w] of log.listings) {
    const atBase = await problemOf(base, id, w);
    if (!atBase) continue;
    const atDirect = direct === base ? atBase : await problemOf(direct, id, w);
    if (atDirect) lost.push(`${w.slug}/${id}: ${atDirect}`);
    else staleAtBase.push(`${w.slug}/${id}: ${atBase}`);
  }
  return { lost, staleAtBase };
}
