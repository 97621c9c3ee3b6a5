/*
 * What every `next start` of ours gets in its environment (npm start, the tests, the bench, the
 * load and cluster tests; deploy/hosur@.service sets the same).
 *
 * libuv's thread pool (4 threads by default) carries every file read and write, and sharp's image
 * work. Under 200 readers with 5 administrators saving photos, sharp's encodes and the saves'
 * fsyncs filled it, and a photo or a cached page file read waited behind them while holding its
 * place in the read queue (lib/http/admission.ts): readers alone p99 481 ms with 4 threads, 328 ms
 * with 16 (npm run test:load, 12 s phases). Threads waiting on a disk cost no CPU. It must be set
 * before the process starts: the pool is made on its first use, before any app code runs.
 */
export const SERVER_PROCESS_ENV = { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE || '16' };
