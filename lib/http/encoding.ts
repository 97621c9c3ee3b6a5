import type http from 'node:http';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** The client's choice of content coding; where it rates several alike ('gzip, deflate, br'), brotli. */
export function negotiate(req: http.IncomingMessage): Encoding | undefined {
  // negotiator 1.x takes the server's preference; its @types still describe 0.6.
  const negotiator = new Negotiator(req) as unknown as { encoding(available: Encoding[], options: { preferred: Encoding[] }): Encoding | undefined };
  return negotiator.encoding(ENCODINGS, { preferred: ENCODINGS });
}
