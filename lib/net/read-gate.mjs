/**
 * At most `places` reads are handed to Next at once; the rest wait in order, and one whose
 * connection closes leaves the line. Writes never wait: with a hundred renders in flight on the
 * one event loop, each await of a save waited behind all of them (docs/architecture.md).
 */
export function readGate(places) {
  let running = 0;
  const line = [];
  const next = () => {
    while (running < places && line.length) line.shift()();
  };
  return {
    enter(start) {
      let state = 'waiting';
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
export const isGatedRead = (method = '', url = '') => (method === 'GET' || method === 'HEAD') && !/^\/(?:_next\/static|uploads)\//.test(url);
