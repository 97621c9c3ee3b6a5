import 'server-only';

// API answers are per-request data: never stored by shared caches.
const NO_STORE = { 'Cache-Control': 'no-store' };

export function ok(body: Record<string, unknown>, status = 200, headers: HeadersInit = {}) {
  return Response.json({ success: true, ...body }, { status, headers: { ...NO_STORE, ...headers } });
}

/** 204: done, nothing to say (a beacon's answer). */
export const noContent = () => new Response(null, { status: 204, headers: NO_STORE });

export function fail(status: number, message: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return Response.json({ success: false, message, ...extra }, { status, headers: { ...NO_STORE, ...headers } });
}

/** An error with an HTTP status and a message meant for the person who sent the request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Settles once the rest of a refused request body has been read and dropped (lib/api/route.ts waits for it). */
    readonly drained?: Promise<void>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** How long a refused body may go quiet before its answer ends anyway (see untilQuiet). */
const QUIET_MS = 1_000;

/**
 * Settles when `done` does, or once `heard` has not been called for QUIET_MS: a client that has
 * stopped sending (one whose Content-Length claimed more than it sent, say) is not waited for.
 */
export function untilQuiet(done: Promise<unknown>): { drained: Promise<void>; heard: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle = () => {};
  const drained = new Promise<void>((resolve) => (settle = resolve));
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, QUIET_MS);
  };
  heard();
  void done.then(settle, settle).finally(() => clearTimeout(timer));
  return { drained, heard };
}

/**
 * The answer, sent at once, whose end waits until the rest of the body has been read. Node ends a
 * connection whose request was not read to its end once the answer is over, and the kernel resets
 * a connection closed with unread bytes on it: a client still sending its body would lose the
 * answer (EPIPE before it read the 413). 5 of 20 uploads of 126 MB did, on this machine.
 */
export function endAfter(answer: Response, drained: Promise<void>): Response {
  const bytes = answer.arrayBuffer();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array(await bytes));
      await drained;
      try {
        controller.close();
      } catch {
        // The client went away first and the answer was cancelled.
      }
    },
  });
  return new Response(body, { status: answer.status, headers: answer.headers });
}
