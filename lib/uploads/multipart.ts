import 'server-only';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { HttpError, untilQuiet } from '@/lib/api/respond';
import { instanceId } from '@/lib/instance';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_REQUEST_BYTES = 120 * 1024 * 1024;
/** How much of a refused body is still read and dropped before the connection is cut. */
export const DRAIN_LIMIT_BYTES = 2 * MAX_REQUEST_BYTES;
const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

/** Temporary folders of request bodies: `<prefix><instance>-<random>` in the OS temp folder. */
const TEMP_PREFIX = 'hosur-upload-';
/** Longer than any request can last (Node's request timeout is 5 minutes). */
const TEMP_STALE_MS = 60 * 60_000;

/**
 * Removes request-body folders a crash left in the OS temp folder: at start-up all of this
 * server's own (none of its requests can be running yet), otherwise any older than an hour.
 */
export async function sweepUploadTemp({ startup }: { startup: boolean }): Promise<number> {
  const root = os.tmpdir();
  const own = `${TEMP_PREFIX}${instanceId()}-`;
  const now = Date.now();
  let removed = 0;
  for (const name of await fs.readdir(root).catch(() => [] as string[])) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const dir = path.join(root, name);
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat?.isDirectory()) continue;
    if ((startup && name.startsWith(own)) || now - stat.mtimeMs > TEMP_STALE_MS) {
      await fs.rm(dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}

export interface UploadedFile {
  field: string;
  fileName: string;
  tempPath: string;
}

export interface Multipart {
  fields: Map<string, string[]>;
  files: UploadedFile[];
  /** Removes the temporary files; safe to call more than once. */
  cleanup(): Promise<void>;
}

/**
 * A temporary file written synchronously as the body arrives (never flushed: it is read back at
 * once and removed). Through the thread pool each chunk was a round trip to the event loop, and a
 * full write stream holds the upload back until it drains: under 200 readers a 0.7 MB photo took
 * half a second to arrive (`npm run test:load`, Server-Timing 'body'). A chunk here is at most
 * 64 kB into the page cache.
 */
function tempFile(file: string): Writable {
  const fd = openSync(file, 'wx');
  let closed = false;
  const close = () => {
    if (!closed) closeSync(fd);
    closed = true;
  };
  return new Writable({
    write(chunk: Buffer, _enc, next) {
      try {
        for (let done = 0; done < chunk.length; ) done += writeSync(fd, chunk, done);
        next();
      } catch (err) {
        next(err as Error);
      }
    },
    final(next) {
      close();
      next();
    },
    destroy(err, next) {
      close();
      next(err);
    },
  });
}

/**
 * Streams a multipart body to temporary files, enforcing the limits while reading, so a large
 * or endless upload never sits in memory. `fileFields` says which file fields are taken and how
 * many files each may hold; other file parts are drained and ignored.
 */
export async function readMultipart(request: Request, fileFields: Record<string, number>): Promise<Multipart> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) || !request.body) {
    throw new HttpError(415, 'Send the listing as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_REQUEST_BYTES) throw new HttpError(413, `The upload is larger than ${MB(MAX_REQUEST_BYTES)} in all.`);

  const dir = mkdtempSync(path.join(os.tmpdir(), `${TEMP_PREFIX}${instanceId()}-`));
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  const counts: Record<string, number> = {};
  const writes: Promise<void>[] = [];
  const cleanup = async () => rmSync(dir, { recursive: true, force: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      limits: { fileSize: MAX_FILE_BYTES, fieldSize: 100 * 1024, fields: 500, parts: 1000 },
    });
  } catch {
    await cleanup();
    throw new HttpError(400, 'The multipart body could not be read.');
  }

  const done = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => {
      const list = fields.get(name) ?? [];
      list.push(value);
      fields.set(name, list);
    });
    parser.on('file', (name, stream, info) => {
      // Errors reach us through the parser; an unhandled one on a file stream would crash the process.
      stream.on('error', () => {});
      const fileName = info.filename ?? '';
      const max = fileFields[name];
      // A browser sends an empty, unnamed part for a file input left empty.
      if (max === undefined || fileName === '') {
        stream.resume();
        return;
      }
      counts[name] = (counts[name] ?? 0) + 1;
      if (counts[name] > max) {
        stream.resume();
        reject(new HttpError(413, max === 1 ? `Only one ${name} may be sent.` : `At most ${max} files may be sent as ${name}.`));
        return;
      }
      const tempPath = path.join(dir, `${files.length}.part`);
      files.push({ field: name, fileName, tempPath });
      stream.on('limit', () => reject(new HttpError(413, `${fileName} is larger than ${MB(MAX_FILE_BYTES)}.`)));
      writes.push(pipeline(stream, tempFile(tempPath)).catch(reject));
    });
    parser.on('partsLimit', () => reject(new HttpError(413, 'The form has too many parts.')));
    parser.on('fieldsLimit', () => reject(new HttpError(413, 'The form has too many fields.')));
    parser.on('error', () => reject(new HttpError(400, 'The multipart body could not be read.')));
    parser.on('close', () => Promise.all(writes).then(() => resolve(), reject));
  });

  let received = 0;
  // After a refusal the rest of the body is still read (and dropped) up to the drain limit:
  // a client that is still sending then gets the answer, and its keep-alive connection stays usable.
  let refused = false;
  const tooLarge = () => new HttpError(413, `The upload is larger than ${MB(MAX_REQUEST_BYTES)} in all.`);
  let fail: (err: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  // Told of every chunk once a refusal is waiting for the rest (untilQuiet).
  let heard = () => {};
  const meter = new Transform({
    transform(chunk: Buffer, _enc, next) {
      heard();
      received += chunk.length;
      if (received > DRAIN_LIMIT_BYTES) return next(tooLarge());
      if (received > MAX_REQUEST_BYTES && !refused) {
        refused = true;
        fail(tooLarge());
      }
      next(null, refused ? undefined : chunk);
    },
  });
  const body = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>);
  body.on('error', () => fail(new HttpError(400, 'The upload was interrupted.')));
  meter.on('error', (err) => {
    body.destroy();
    fail(err);
  });
  body.pipe(meter).pipe(parser);

  try {
    await Promise.race([done, failed]);
  } catch (err) {
    refused = true;
    meter.unpipe(parser);
    meter.resume();
    // The answer's end waits for the rest to be read (lib/api/respond.ts, endAfter, says why), for
    // the client to go, or for it to go quiet.
    const quiet = untilQuiet(Promise.race([finished(meter), finished(body)]));
    heard = quiet.heard;
    const drained = quiet.drained;
    // Ends every file stream busboy still has open, so the temp-file writes settle now.
    parser.destroy();
    await Promise.allSettled(writes);
    await cleanup();
    const refusal = err instanceof HttpError ? err : new HttpError(400, 'The multipart body could not be read.');
    throw new HttpError(refusal.status, refusal.message, refusal.extra, drained);
  }
  return { fields, files, cleanup };
}
