import 'server-only';
import { ImageRejected } from '@/lib/uploads/errors';
import { DRAIN_LIMIT_BYTES } from '@/lib/uploads/multipart';
import { endAfter, fail, HttpError, untilQuiet } from './respond';

/**
 * A refusal sent before the body was read (no session, unknown kind) still reads and drops the
 * body, up to the upload limit, so the client's connection is left clean for its next request.
 */
function discardBody(request: Request): Promise<void> | undefined {
  const body = request.body;
  if (!body || body.locked || request.bodyUsed) return undefined;
  let seen = 0;
  let heard = () => {};
  const read = body.pipeTo(
    new WritableStream<Uint8Array>({
      write(chunk) {
        heard();
        seen += chunk.byteLength;
        if (seen > DRAIN_LIMIT_BYTES) throw new Error('request body over the limit');
      },
    }),
  );
  const quiet = untilQuiet(read);
  heard = quiet.heard;
  return quiet.drained;
}

/** Wraps a route handler so that every refusal is a 4xx with its message and nothing leaks as a 500 page. */
export function apiRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (err) {
      const drained = discardBody(request) ?? (err instanceof HttpError ? err.drained : undefined);
      const answer = refusal(request, err);
      return drained ? endAfter(answer, drained) : answer;
    }
  };
}

function refusal(request: Request, err: unknown): Response {
  if (err instanceof HttpError) return fail(err.status, err.message, err.extra);
  if (err instanceof ImageRejected) return fail(err.status, err.message);
  console.error(`${request.method} ${new URL(request.url).pathname} failed:`, err);
  return fail(500, 'Something went wrong on our side. Please try again.');
}
