// A Redis server of a test's own: Debian's redis-server on a free loopback port, nothing saved,
// started and killed at will (as a crash would: no goodbye to the clients).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../../../scripts/lib/free-port';

export const HAVE_REDIS = spawnSync('redis-server', ['--version']).status === 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TestRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  kill(): Promise<void>;
}

export async function testRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
      socket.once('error', () => resolve(false));
    });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      // Exe: the page cache handler follows expired keys (next.config.ts turns it on with REDIS_URL).
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe'], { stdio: 'ignore' });
      for (let i = 0; !(await answers()); i++) {
        if (i > 100) throw new Error('redis-server did not start');
        await sleep(50);
      }
    },
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((resolve) => c.once('exit', resolve));
      c.kill('SIGKILL');
      await exited;
    },
  };
}
