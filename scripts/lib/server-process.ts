import path from 'node:path';

/*
 * How every server of ours is started (npm start, the tests, the bench, the load, crash and
 * cluster tests; deploy/hosur@.service runs the same command): the custom server, server.mjs, on a
 * production build. Plain node, no loader (server.mjs says why).
 */
export function serverCommand(port: number | string, host: string | null = 'localhost', root = process.cwd()): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [path.join(root, 'server.mjs'), '-p', String(port), ...(host ? ['-H', host] : [])],
  };
}

/*
 * What every server gets in its environment. libuv's thread pool (4 threads by default) carries
 * every file read and write and sharp's image work; a photo or a page file read must not wait
 * behind a save's encodes and fsyncs (readers alone p99 481 ms with 4 threads, 328 ms with 16
 * under `npm run test:load`). It must be set before the process starts.
 */
export const SERVER_PROCESS_ENV = { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE || '16', NODE_ENV: 'production' as const };
