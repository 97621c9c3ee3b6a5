// Password comparisons for sign-in, one at a time on a thread of their own at a lower CPU priority
// (lib/auth/password-threads.ts explains why). Plain JavaScript: Node loads it as it is, beside
// Next's bundles.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import bcrypt from 'bcrypt';

// On Linux a nice value belongs to a thread, so this lowers this thread only, never the server's
// event loop. Elsewhere it would lower the whole process: left alone there.
if (process.platform === 'linux') {
  try {
    os.setPriority(0, workerData.nice);
  } catch {
    // Not allowed here: the comparison still runs off the event loop, at the usual priority.
  }
}

parentPort.on('message', ({ password, hash }) => {
  try {
    parentPort.postMessage({ matches: bcrypt.compareSync(password, hash) });
  } catch (err) {
    parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
