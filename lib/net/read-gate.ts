/**
 * At most `places` reads are handed to Next at once; the rest wait their turn, in order. Writes
 * never wait. A render is synchronous work in bursts between awaits, and every request in flight
 * adds its bursts to the one event loop: with a hundred uncached reads in flight, each await of a
 * save waited behind all of them (write p99 12 s under `npm run test:load`). Nothing is refused:
 * a read waits as long as it has to, and one whose connection closes leaves the line.
 */
export interface ReadGate {
  /** Runs `start` now or once a place is free; call the returned `leave` when the answer is over. */
  enter(start: () => void): () => void;
  readonly running: number;
  readonly waiting: number;
}

export function readGate(places: number): ReadGate {
  let running = 0;
  const line: Array<() => void> = [];
  const next = () => {
    while (running < places && line.length) line.shift()!();
  };
  return {
    enter(start) {
      let state: 'waiting' | 'running' | 'over' = 'waiting';
      const go = () => {
        state = 'running';
        running++;
        start();
      };
      line.push(go);
      next();
      return () => {
        if (state === 'running') running--;
        else if (state === 'waiting') line.splice(line.indexOf(go), 1);
        state = 'over';
        next();
      };
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}

/** Reads that take a place: pages and API reads, not build files and photos (cheap, and pages wait for them). */
export function isGatedRead(method: string | undefined, url: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !/^\/(?:_next\/static|uploads)\//.test(url ?? '');
}
