import type http from 'node:http';
import { whenAnswered } from './answered';

/*
 * One first-come queue for every read: cached pages, photos and pages Next renders alike.
 *
 * Node's event loop runs, on each turn, the callbacks of every request that is ready. With 200
 * keep-alive readers every turn began up to 200 requests, and anything that awaits several times
 * (a page rendered on a miss, an API read, a write with its uploads) waited a whole turn at every
 * await: it took seconds while cached answers flew past.
 *
 * A queue only for what goes through Next was not enough. With cached pages and photos answered
 * ahead of it, a visitor who asked for one of those was served at once and came straight back,
 * while the visitors who asked for a render piled up behind each other: under 200 readers the
 * cached pages had p99 0.27 s and the renders 0.9 s p50 (npm run test:load, 26 November). That
 * is unfair to whoever asked for the uncommon page, and it is the p99 of the whole mix. So every
 * read waits its turn here in arrival order (cheaply: its headers are parsed, nothing else
 * happens), and at most MAX_CONCURRENT_REQUESTS of them are being answered at a time. An answer
 * that is finished at once (a kept page, a photo in memory) frees its place at once, so cached
 * answers still cost a lookup; a render holds its place until its answer is complete, so a turn
 * holds a bounded amount of work and a multi-step request advances every few milliseconds.
 *
 * Writes (any method but GET and HEAD) never queue behind reads: an administrator's save must not
 * wait for 200 visitors. Throughput is unchanged (the CPU is the limit); the queue only decides
 * who is served first.
 */

const MAX = Math.max(1, Number(process.env.MAX_CONCURRENT_REQUESTS || 8));

/** Starts answering; returns false when the request was set aside to wait for another's answer (no place held). */
type Dispatch = () => boolean | void;

interface Waiting {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  dispatch: Dispatch;
}

/**
 * In the renderer process (lib/http/renderer.ts): pages its server marked as wanted again at once
 * (a kept page a write dropped, which many readers are waiting for) are answered before the
 * addresses no one has asked for yet. Only there: a visitor's own header means nothing.
 */
export const RENDER_FIRST_HEADER = 'x-render-first';
const inRenderer = Boolean(process.env.RENDERER_FOR);
const first: Waiting[] = [];

let active = 0;
// True while next() starts queued answers: those finished at once free their place in its loop.
let draining = false;
const queue: Waiting[] = [];

function start(w: Waiting): void {
  active++;
  let held = true;
  const free = () => {
    if (!held) return;
    held = false;
    active--;
    // Not inside the caller's res.end: the next answers start once it has returned.
    if (!draining) queueMicrotask(next);
  };
  whenAnswered(w.res, free);
  if (w.dispatch() === false) free();
}

/*
 * A slice of answering per event-loop turn. Answers found at once (kept pages, photos in memory)
 * are started one after another in next()'s loop; with 200 readers waiting that loop could run for
 * tens of milliseconds, and every request that awaits (a write's file and database steps, a
 * render's reads) waits for the whole of it at each await (measured: a create with a photo took
 * 4 to 6 s, of which sharp was about 1 s). After SLICE_MS the loop stops and goes on in the next
 * turn (setImmediate), after the turn's I/O callbacks have run.
 */
const SLICE_MS = Math.max(1, Number(process.env.ADMISSION_SLICE_MS || 4));
let resumeScheduled = false;

function resume(): void {
  resumeScheduled = false;
  next();
}

function next(): void {
  if (draining || resumeScheduled) return;
  draining = true;
  const until = performance.now() + SLICE_MS;
  try {
    while (active < MAX && (first.length || queue.length)) {
      if (performance.now() > until) {
        resumeScheduled = true;
        setImmediate(resume);
        break;
      }
      const w = first.length ? first.shift()! : queue.shift()!;
      // The client gave up while waiting: nothing to answer.
      if (w.req.socket.destroyed) continue;
      start(w);
    }
  } finally {
    draining = false;
  }
}

/*
 * A filtered list ('/villas?bedrooms=3') is rewritten by proxy.ts to its cached page
 * ('/villas/f/<query>'). When `next start` listens on an address it does not take for its own (as
 * with `-H 127.0.0.1`, STACK trap 15), Next carries that rewrite out as a second HTTP request to
 * itself while the first one waits. Queueing the second behind the first deadlocked the server
 * once every place was held by a filtered list (0 answers in 4 s at 50 connections, npm run bench),
 * so the rewrite's target never waits: its outer request already holds a place.
 */
const REWRITE_TARGET = /^\/[a-z]+\/f\//;

/** Hands a request to `dispatch` now, or once a place is free. */
export function admit(req: http.IncomingMessage, res: http.ServerResponse, dispatch: Dispatch): void {
  // The renderer is asked for a filtered list's own path by its server, never by itself: it queues.
  if ((req.method !== 'GET' && req.method !== 'HEAD') || (!inRenderer && REWRITE_TARGET.test(req.url ?? ''))) {
    dispatch();
    return;
  }
  (inRenderer && req.headers[RENDER_FIRST_HEADER] ? first : queue).push({ req, res, dispatch });
  next();
}

export const admissionState = () => ({ active, waiting: first.length + queue.length, max: MAX });
