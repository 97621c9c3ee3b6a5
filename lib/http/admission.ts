import type http from 'node:http';

/*
 * Fair queueing of reads in front of Next.js.
 *
 * Node's event loop runs, on each turn, the callbacks of every request that is ready. With 200
 * keep-alive readers every turn began up to 200 requests (measured: event-loop delay p99 0.4 to
 * 0.8 s with readers alone, npm run test:load). A cached page needs one turn, but anything that
 * awaits several times (a page rendered on a cache miss or after a write, a listing write with
 * its uploads, thread-pool and database round trips) waits a whole turn at every await, so it
 * took seconds to tens of seconds while cached pages flew past (reads p99 2 to 15 s, writes p50
 * 5 s in 30 s runs).
 *
 * So at most MAX_CONCURRENT_REQUESTS reads are inside Next at a time; the others wait here in
 * arrival order (cheaply: their headers are parsed, nothing else happens). A turn then holds a
 * bounded amount of work, a multi-step request advances every few milliseconds, and a read's wait
 * is its place in one fair queue. Writes (any method but GET and HEAD) never queue behind reads:
 * an administrator's save must not wait for 200 visitors. Throughput is unchanged: the CPU was
 * already the limit; the queue only decides who is served first.
 */

const MAX = Math.max(1, Number(process.env.MAX_CONCURRENT_REQUESTS || 16));

interface Waiting {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  dispatch: () => void;
}

let active = 0;
const queue: Waiting[] = [];

function start(w: Waiting): void {
  active++;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    active--;
    next();
  };
  w.res.once('close', finish);
  w.dispatch();
}

function next(): void {
  while (active < MAX && queue.length) {
    const w = queue.shift()!;
    // The client gave up while waiting: nothing to answer.
    if (w.req.socket.destroyed) continue;
    start(w);
  }
}

/** Hands a request to `dispatch` now, or once a slot is free. */
/*
 * A filtered list ('/villas?bedrooms=3') is rewritten by proxy.ts to its cached page
 * ('/villas/f/<query>'). When `next start` listens on an address it does not take for its own (as
 * with `-H 127.0.0.1`, STACK trap 15), Next carries that rewrite out as a second HTTP request to
 * itself while the first one waits. Queueing the second behind the first deadlocked the server
 * once 16 filtered lists were in flight (0 answers in 4 s at 50 connections, npm run bench), so
 * the rewrite's target never waits: its outer request already holds a slot.
 */
const REWRITE_TARGET = /^\/[a-z]+\/f\//;

export function admit(req: http.IncomingMessage, res: http.ServerResponse, dispatch: () => void): void {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || REWRITE_TARGET.test(req.url ?? '')) {
    dispatch();
    return;
  }
  if (active < MAX) start({ req, res, dispatch });
  else queue.push({ req, res, dispatch });
}

export const admissionState = () => ({ active, waiting: queue.length, max: MAX });
