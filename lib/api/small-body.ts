import 'server-only';
import { HttpError } from './respond';

/**
 * The body of a request that must be small (a beacon), as text, read no further than `maxBytes`:
 * a larger one is refused with a 400 naming the limit, whether it announced its length or not.
 * What was not read is drained by apiRoute's refusal path, so the connection stays usable.
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
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
