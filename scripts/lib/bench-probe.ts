// Single requests for the bench, over node:http so that nothing decompresses or normalises the
// answer: the exact bytes a cache holds, and the time one request takes.
import http from 'node:http';

export interface Probe {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

// One kept-alive connection, as a browser reuses its own: the time is the server's answer, not a
// TCP handshake.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET `url` with exactly these headers (none: no Accept-Encoding, so the plain bytes). */
export function probe(url: string, headers: Record<string, string> = {}): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url}: no answer in 30 s`)));
  });
}

/** GET `url`; fails unless it answers 200. */
export async function probeOk(url: string, headers: Record<string, string> = {}): Promise<Probe> {
  const r = await probe(url, headers);
  if (r.status !== 200) throw new Error(`GET ${url}: ${r.status} ${r.body.toString('utf8').slice(0, 200)}`);
  return r;
}

/** `n` GETs of `url` at once, each on its own new connection: each one's time and headers. */
export function burst(url: string, n: number, headers: Record<string, string> = {}): Promise<{ ms: number; headers: http.IncomingHttpHeaders }[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<{ ms: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
          const started = performance.now();
          http
            .get(url, { agent: false, headers }, (res) => {
              res.resume();
              res.on('end', () => resolve({ ms: performance.now() - started, headers: res.headers }));
              res.on('error', reject);
            })
            .on('error', reject);
        }),
    ),
  );
}

export function closeProbes(): void {
  agent.destroy();
}
