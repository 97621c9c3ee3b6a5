import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import bcryptjs from 'bcryptjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordThreads, PasswordThreadFailed, THREAD_NICE } from './password-threads';

const threads = createPasswordThreads(2);
afterAll(() => threads.stop());

/** The nice value of each thread of this process, by thread id (Linux). */
function niceByThread(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name: state is field 3, nice is field 19.
    out.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return out;
}

describe('createPasswordThreads', () => {
  it('checks passwords against hashes bcryptjs wrote ($2a$ and $2b$), letters beyond ASCII and NUL included', async () => {
    for (const password of ['correct horse battery', 'பாஸ்வேர்ட்-1234', 'abc\u0000def']) {
      const hash = bcryptjs.hashSync(password, 4);
      expect(hash.startsWith('$2b$')).toBe(true);
      expect(await threads.compare(password, hash)).toBe(true);
      expect(await threads.compare(password, hash.replace(/^\$2b\$/, '$2a$'))).toBe(true);
      expect(await threads.compare(`${password}x`, hash)).toBe(false);
    }
    expect(await threads.compare('abc', bcryptjs.hashSync('abc\u0000def', 4)), 'NUL does not end the password').toBe(false);
    expect(await threads.compare('anything', 'not a hash')).toBe(false);
  });

  it('compares many at once on its few threads, each answer to its own question', async () => {
    const hash = bcryptjs.hashSync('right', 4);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => threads.compare(i % 3 === 0 ? 'right' : `wrong-${i}`, hash)));
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i % 3 === 0));
  });

  it.runIf(process.platform === 'linux')('runs them at THREAD_NICE, while the event loop’s thread keeps its priority', async () => {
    const before = niceByThread();
    await threads.compare('x', bcryptjs.hashSync('x', 4));
    // The threads stay, idle, for the next comparison.
    const after = niceByThread();
    expect(after.get(process.pid)).toBe(before.get(process.pid));
    expect([...after.values()].filter((n) => n === THREAD_NICE).length).toBeGreaterThanOrEqual(1);
  });

  it('a thread that cannot start fails the comparison with PasswordThreadFailed', async () => {
    const broken = createPasswordThreads(1, () => new Worker('/nonexistent/bcrypt-worker.mjs'));
    await expect(broken.compare('x', bcryptjs.hashSync('x', 4))).rejects.toBeInstanceOf(PasswordThreadFailed);
    await broken.stop();
  });
});
