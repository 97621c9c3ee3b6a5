import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/*
 * Sign-in comparisons run on threads of their own (bcrypt-worker.mjs), at the lowest CPU priority.
 * On the event loop, bcryptjs held every request for a quarter of a second a guess. On libuv's pool
 * the native binding freed the loop, but two comparisons at once still took both cores of a
 * two-core server from the page renders: with two running, a render's CPU work took 1.8× as long;
 * with the threads niced, as long as without them (measured here). Idle cores still run them at
 * full speed; only when pages want the CPU do sign-ins wait, and visitors come first.
 */
export const THREAD_NICE = 19;
const WORKER_FILE = path.join(process.cwd(), 'lib/auth/bcrypt-worker.mjs');

interface Job {
  password: string;
  hash: string;
  resolve: (matches: boolean) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
}

/** The thread failed (it could not start, or stopped): the server's fault, never the password's. */
export class PasswordThreadFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordThreadFailed';
  }
}

// The path stays a constant here: the bundler follows `new Worker(…)` and would otherwise take in the whole project.
const startWorker = () => new Worker(WORKER_FILE, { workerData: { nice: THREAD_NICE } });

/** At most `size` threads, one comparison each at a time; more wait in order. */
export function createPasswordThreads(size: number, newWorker: () => Worker = startWorker) {
  const threads: Thread[] = [];
  const waiting: Job[] = [];

  const finish = (thread: Thread, settle: (job: Job) => void) => {
    const job = thread.job;
    thread.job = null;
    // Only a comparison in progress keeps the process alive.
    thread.worker.unref();
    if (job) settle(job);
    pump();
  };

  const drop = (thread: Thread, message: string) => {
    const i = threads.indexOf(thread);
    if (i < 0) return;
    threads.splice(i, 1);
    finish(thread, (job) => job.reject(new PasswordThreadFailed(message)));
  };

  const start = (): Thread => {
    const thread: Thread = { worker: newWorker(), job: null };
    thread.worker.on('message', ({ matches, error }: { matches?: boolean; error?: string }) =>
      finish(thread, (job) => (error === undefined ? job.resolve(matches === true) : job.reject(new Error(error)))),
    );
    thread.worker.on('error', (err) => drop(thread, `A password thread failed: ${err.message}`));
    thread.worker.on('exit', (code) => drop(thread, `A password thread stopped (exit code ${code}).`));
    threads.push(thread);
    return thread;
  };

  function pump() {
    while (waiting.length) {
      const thread = threads.find((t) => !t.job) ?? (threads.length < size ? start() : null);
      if (!thread) return;
      const job = waiting.shift()!;
      thread.job = job;
      thread.worker.ref();
      thread.worker.postMessage({ password: job.password, hash: job.hash });
    }
  }

  return {
    compare(password: string, hash: string): Promise<boolean> {
      return new Promise((resolve, reject) => {
        waiting.push({ password, hash, resolve, reject });
        pump();
      });
    },
    async stop(): Promise<void> {
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
