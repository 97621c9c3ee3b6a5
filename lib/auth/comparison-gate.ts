/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

export interface Gate {
  /**
   * A slot once one is free (at once if one is), or null at once when `queueSize` requests are
   * already waiting. Whoever gets a slot must call its release.
   */
  enter(): Promise<Release> | null;
  /** Running and waiting now. */
  load(): { running: number; waiting: number };
}

/**
 * At most `concurrency` holders at once, and at most `queueSize` waiting for a turn, served in the
 * order they came. A freed slot passes straight to the next in line, so none can slip in between.
 */
export function createGate(concurrency: number, queueSize: number): Gate {
  let running = 0;
  const waiting: ((release: Release) => void)[] = [];

  const releaser = (): Release => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = waiting.shift();
      if (next) next(releaser());
      else running--;
    };
  };

  return {
    enter() {
      if (running < concurrency) {
        running++;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= queueSize) return null;
      return new Promise<Release>((resolve) => waiting.push(resolve));
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
