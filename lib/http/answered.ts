import type http from 'node:http';

/**
 * Runs `done` once, when this answer is complete (its res.end has run) or its connection closed
 * first: not once a slow phone has read all of it.
 */
export function whenAnswered(res: http.ServerResponse, done: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  const end = res.end;
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const result = (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    once();
    return result;
  } as typeof res.end;
  // Already answered or gone (a request set aside whose client left meanwhile): no event is to come.
  if (res.writableEnded || res.destroyed || res.closed || res.socket?.destroyed) return queueMicrotask(once);
  res.once('close', once);
}
