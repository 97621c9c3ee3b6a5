// The CPU time a process spends, to the nanosecond, for telling a cached answer from a render by
// what the server did rather than by how long the answer took: on this shared 2-core machine one
// request's wall time swings from 20 to 140 ms for the same cached page, while the server's CPU
// for it stays well apart from a render's (measured under a load average of 10: 7-27 ms cached,
// 78-140 ms for a first render of a list).
import fs from 'node:fs';

/** CPU time of every thread of `pid` (the first field of each thread's schedstat), in ns. */
export function cpuNs(pid: number): number {
  let total = 0;
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended meanwhile
    }
  }
  return total;
}

/** Runs `work` and returns what it resolved with and the CPU ms `pid` spent meanwhile. */
export async function cpuDuring<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = cpuNs(pid);
  const value = await work();
  return { value, cpuMs: Math.round((cpuNs(pid) - before) / 10_000) / 100 };
}
