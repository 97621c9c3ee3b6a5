import 'server-only';
import { endAfter, fail, HttpError } from './respond';

/** Every body that is not an upload (sign-in, sign-out, beacons): far above what any of them needs. */
export const SMALL_BODY_MAX_BYTES = 16 * 1024;

/*
 * What happens to the rest of a refused body. Node closes a connection whose request was not read
 * to its end once the answer is sent, and closing with unread bytes on it makes the kernel reset
 * it: a client still sending can then lose the answer (EPIPE before it read the 413). So the rest
 * is read and dropped, never kept: up to DRAIN_BYTES or DRAIN_MS, then the connection is let go.
 * A rest of at most SETTLE_BYTES is drained before the refusal is answered, so the connection
 * stays open for the client's next request; past that the refusal goes out at once.
 */
const DRAIN_BYTES = 8 * 1024 * 1024;
const DRAIN_MS = 10_000;
const SETTLE_BYTES = 16 * 1024;

/** Reads and drops the rest of a body in the background. */
function drain(reader: ReadableStreamDefaultReader<Uint8Array>): { finished: Promise<void>; settled: Promise<void> } {
  let seen = 0;
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const stop = setTimeout(() => void reader.cancel().catch(() => {}), DRAIN_MS);
  const finished = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        seen += value.byteLength;
        if (seen > SETTLE_BYTES) settle();
        if (seen > DRAIN_BYTES) return await reader.cancel();
      }
    } catch {
      // The client went away, or DRAIN_MS ran out.
    } finally {
      clearTimeout(stop);
      settle();
    }
  })();
  return { finished, settled };
}

/** A body over its limit: 413, with the rest of the body being drained. */
export class BodyTooLarge extends HttpError {
  constructor(
    readonly maxBytes: number,
    /** Settles once the rest of the body has been drained (or cut off). */
    readonly drained: Promise<void>,
  ) {
    super(413, `The request body is larger than ${maxBytes} bytes. Send at most ${maxBytes} bytes.`);
  }

  /**
   * The 413 with its message, sent at once, whose end waits for the drain: Node keeps the
   * connection open until then, so a client still sending its body gets to read the answer.
   */
  response(): Response {
    return endAfter(fail(413, this.message), this.drained);
  }
}

/** Wraps a route handler so that a BodyTooLarge it throws is answered with BodyTooLarge.response(). */
export function withSmallBodies<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (err) {
      if (err instanceof BodyTooLarge) return err.response();
      throw err;
    }
  };
}

async function refuse(reader: ReadableStreamDefaultReader<Uint8Array>, maxBytes: number, restKnownLarge: boolean): Promise<never> {
  const { finished, settled } = drain(reader);
  if (!restKnownLarge) await settled;
  throw new BodyTooLarge(maxBytes, finished);
}

/**
 * The body of a request that must be small, as text, read no further than `maxBytes`. A larger one
 * is refused with BodyTooLarge (413, naming the limit) as soon as that is known: from its
 * Content-Length before a byte is read, or, sent without one (chunked), once the byte past the
 * limit arrives. The rest is never kept (see drain above). Route handlers answer it best through
 * withSmallBodies; as a plain HttpError it is still a 413.
 */
export async function readSmallBody(request: Request, maxBytes = SMALL_BODY_MAX_BYTES): Promise<string> {
  const announced = Number(request.headers.get('content-length'));
  if (!request.body) return '';
  const reader = request.body.getReader();
  if (announced > maxBytes) return refuse(reader, maxBytes, announced > maxBytes + SETTLE_BYTES);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) return refuse(reader, maxBytes, announced > 0 && announced - size > SETTLE_BYTES);
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
