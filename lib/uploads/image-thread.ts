import 'server-only';
import path from 'node:path';
import { fork, type Serializable } from 'node:child_process';
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
type Message = { id: number; result?: unknown; error?: string };

/** A thread or a child process running image-worker.mjs, as the runner below needs it. */
interface Endpoint {
  post(message: unknown): void;
  onMessage(handle: (message: Message) => void): void;
  onFailure(handle: (err: Error) => void): void;
  /** Whether it keeps the process alive: only while a job is in progress (a script's last card). */
  hold(held: boolean): void;
  stop(): Promise<void>;
}

function threadEndpoint(): Endpoint {
  const w = new Worker(WORKER_FILE);
  return {
    post: (message) => w.postMessage(message),
    onMessage: (handle) => w.on('message', handle),
    onFailure: (handle) => {
      w.on('error', (err) => handle(new ImageThreadFailed(`The image thread failed: ${err.message}`, { cause: err })));
      w.on('exit', (code) => handle(new ImageThreadFailed(`The image thread stopped (exit code ${code}).`)));
    },
    hold: (held) => (held ? w.ref() : w.unref()),
    stop: async () => void (await w.terminate()),
  };
}

function processEndpoint(): Endpoint {
  // `detached`: a session of its own, so that its low priority ranks it against every other process,
  // not only against this server's threads (image-worker.mjs); it still ends with this server.
  const child = fork(/* turbopackIgnore: true */ WORKER_FILE, [], { detached: true, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    post: (message) => child.send(message as Serializable),
    onMessage: (handle) => child.on('message', (m) => handle(m as Message)),
    onFailure: (handle) => {
      child.on('error', (err) => handle(new ImageThreadFailed(`The background image process failed: ${err.message}`, { cause: err })));
      child.on('exit', (code, signal) => handle(new ImageThreadFailed(`The background image process stopped (${signal ?? `exit code ${code}`}).`)));
    },
    hold: (held) => {
      if (held) child.ref();
      else child.unref();
      // The IPC channel holds the event loop on its own.
      if (held) child.channel?.ref();
      else child.channel?.unref();
    },
    stop: async () => void child.kill(),
  };
}

/** Starts its endpoint on the first job and again after a failure; jobs in progress fail with it. */
function runner(start: () => Endpoint) {
  let current: Endpoint | null = null;
  let nextId = 0;
  const pending = new Map<number, Job>();
  const get = (): Endpoint => {
    if (current) return current;
    const started = start();
    started.onMessage(({ id, result, error }) => {
      const job = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.hold(false);
      if (error === undefined) job?.resolve(result);
      else job?.reject(new Error(error));
    });
    started.onFailure((err) => {
      if (current !== started) return;
      current = null;
      for (const job of pending.values()) job.reject(err);
      pending.clear();
    });
    current = started;
    return started;
  };
  return {
    get started(): boolean {
      return current !== null;
    },
    run<T>(op: string, args: Record<string, unknown>): Promise<T> {
      const endpoint = get();
      const id = nextId++;
      endpoint.hold(true);
      return new Promise<unknown>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        endpoint.post({ id, op, args });
      }).then((result) => asBuffers(result) as T);
    },
    async stop(): Promise<void> {
      await current?.stop();
    },
  };
}

// On globalThis: Next bundles the instrumentation hook and each route handler with its own copy of
// this module, and one thread and one background process serve them all (the thread started at
// start-up is the one the first save uses).
const shared = globalThis as typeof globalThis & { __imageRunners?: { thread: ReturnType<typeof runner>; background: ReturnType<typeof runner> } };
const runners = (shared.__imageRunners ??= { thread: runner(threadEndpoint), background: runner(processEndpoint) });
const thread = runners.thread;
/*
 * The photo sizes and share cards a save leaves to be made after its answer (lib/uploads/sizes.ts,
 * lib/listings/cards-later.ts) are made in a child process whose threads run at nice 19: they take
 * the CPU the server's threads leave idle, so readers do not wait for them. libvips's threads are a
 * process's own, so a thread of this process at a lower priority would have lowered every save's
 * check with it. Under 200 readers and five writers it kept up with the saves (docs/performance.md).
 */
const background = runners.background;

/**
 * Starts the image thread at the server's start, with a first small job (image-worker.mjs, `warm`):
 * sharp's loading and libvips's readying on first use made the first saves after a start wait for
 * their photo checks (docs/performance.md), and those saves are an administrator's, waiting.
 */
export function startImageThread(): void {
  thread.run('warm', {}).catch((err: unknown) => console.error('The image thread could not start:', err));
}

/** Whether the image thread is running (started, and not stopped by a failure since). */
export const imageThreadStarted = (): boolean => thread.started;

/** Runs one job of image-worker.mjs on the image thread; a Uint8Array in the result comes back as a Buffer. */
export function onImageThread<T>(op: 'check' | 'photo' | 'card', args: Record<string, unknown>): Promise<T> {
  return thread.run<T>(op, args);
}

/** Runs one job of image-worker.mjs in the background image process, at nice 19. */
export function inBackgroundProcess<T>(op: 'photo' | 'card', args: Record<string, unknown>): Promise<T> {
  return background.run<T>(op, args);
}

/** Structured cloning turns Buffers into plain Uint8Arrays; sharp's callers expect Buffers. */
function asBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(asBuffers);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asBuffers(v)]));
  return value;
}

/** Stops the image thread and the background process (jobs in progress fail with ImageThreadFailed); the next job starts another. */
export async function stopImageThread(): Promise<void> {
  await Promise.all([thread.stop(), background.stop()]);
}
