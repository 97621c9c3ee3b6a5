import 'server-only';
import { HttpError } from './respond';

/** How much of a refused body is still read and dropped, so that the client's connection stays usable. */
const DRAIN_BYTES = 1024 * 1024;

/**
 * Reads and drops the rest of a refused body (up to DRAIN_BYTES, then it is cut off) before the
 * refusal is answered. Cancelled at once, the answer went out while the client was still sending,
 * and a client that then reused the connection for its next request could see it reset
 * (ECONNRESET once in tests/api/leads.api.test.ts, after a chunked oversize beacon).
 */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > DRAIN_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away.
  }
}

/**
 * The body of a request that must be small (a beacon), as text, read no further than `maxBytes`:
 * a larger one is refused with a 400 naming the limit, whether it announced its length or not.
 * What was not read is drained (apiRoute's refusal path, or dropRest here), so the connection stays usable.
 */
export async function readSmallBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(400, `The request body is larger than ${maxBytes} bytes.`);
  const announced = Number(request.headers.get('content-length'));
  if (announced > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await dropRest(reader);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
