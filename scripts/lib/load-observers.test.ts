import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { groupCpuSeconds } from './load-observers';

describe.runIf(process.platform === 'linux')('groupCpuSeconds', () => {
  it("counts a process group's CPU, and with a thread name only that of the threads so named", async () => {
    // A process group of its own whose main thread spins for 400 ms and then waits to be read.
    const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 400; while (Date.now() < end); console.log("done"); setTimeout(() => {}, 10_000);'], {
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const pgid = child.pid!;
      const all = groupCpuSeconds([pgid]).get(pgid)!;
      // Node names its main thread after the program; no thread of it is called this.
      const main = groupCpuSeconds([pgid], 'node').get(pgid)!;
      const none = groupCpuSeconds([pgid], 'libvips worker').get(pgid)!;
      expect(all).toBeGreaterThanOrEqual(0.3);
      expect(main).toBeGreaterThanOrEqual(0.3);
      expect(main).toBeLessThanOrEqual(all);
      expect(none).toBe(0);
      // A group with no process in it uses nothing.
      expect(groupCpuSeconds([2 ** 22 + 7]).get(2 ** 22 + 7)).toBe(0);
    } finally {
      child.kill();
    }
  });

  it('counts a child that started a session of its own with its parent’s group', async () => {
    // A group whose one process starts a detached child that spins for 400 ms, as the server starts its background image process.
    const spin = 'const end = Date.now() + 400; while (Date.now() < end); console.log("done"); setTimeout(() => {}, 10_000);';
    const parent = spawn(
      process.execPath,
      ['-e', `const c = require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(spin)}], { detached: true, stdio: ["ignore", "inherit", "ignore"] }); process.on("SIGTERM", () => { c.kill(); process.exit(); }); setTimeout(() => {}, 10_000);`],
      { detached: true, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    try {
      await new Promise((resolve) => parent.stdout.once('data', resolve));
      const pgid = parent.pid!;
      expect(groupCpuSeconds([pgid]).get(pgid)!).toBeGreaterThanOrEqual(0.3);
    } finally {
      parent.kill();
    }
  });
});
