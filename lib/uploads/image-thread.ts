import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/*
 * Image work runs on a worker thread of its own (image-worker.mjs). sharp's steps each end with a
 * callback on the event loop that started them: a photo's check and three sizes, a card's
 * drawing. On the server's own loop, busy with 200 readers, each waited a whole turn: a photo's
 * sizes took 340 ms against 90 ms on an idle machine, and no CPU priority changed that (image
 * threads at nice 0 or 10: 332 and 313 ms; `npm run test:load`, Server-Timing 'photo'). The
 * worker's loop does nothing else; the server hears once, when the job is done. One thread serves
 * every job (the slots in slots.ts decide how many run at once).
 */
const WORKER_FILE = path.join(process.cwd(), 'lib/uploads/image-worker.mjs');

/** The thread itself failed (it could not start, or stopped): the server's fault, never the upload's. */
export class ImageThreadFailed extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ImageThreadFailed';
  }
}

type Job = { resolve: (value: unknown) => void; reject: (err: Error) => void };
let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Job>();

function failAll(err: Error): void {
  for (const job of pending.values()) job.reject(err);
  pending.clear();
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE);
  started.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const job = pending.get(id);
    pending.delete(id);
    // Only a job in progress keeps the process alive (a script's last card, not an idle server).
    if (pending.size === 0) started.unref();
    if (error === undefined) job?.resolve(result);
    else job?.reject(new Error(error));
  });
  started.on('error', (err) => {
    if (worker === started) worker = null;
    failAll(new ImageThreadFailed(`The image thread failed: ${err.message}`, { cause: err }));
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new ImageThreadFailed(`The image thread stopped (exit code ${code}).`));
  });
  worker = started;
  return started;
}

/** Runs one job of image-worker.mjs; a Uint8Array in the result comes back as a Buffer. */
export function onImageThread<T>(op: 'photo' | 'card', args: Record<string, unknown>): Promise<T> {
  const w = thread();
  const id = nextId++;
  w.ref();
  return new Promise<unknown>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, op, args });
  }).then((result) => asBuffers(result) as T);
}

/** Structured cloning turns Buffers into plain Uint8Arrays; sharp's callers expect Buffers. */
function asBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(asBuffers);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asBuffers(v)]));
  return value;
}

/** Stops the image thread (jobs in progress fail with ImageThreadFailed); the next job starts another. */
export async function stopImageThread(): Promise<void> {
  await worker?.terminate();
}
