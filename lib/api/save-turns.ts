import 'server-only';

/*
 * Saves that overlap start at most one every SAVE_GAP_MS (400 by default) on an instance, in the
 * order they came; a save that finds none in progress starts at once, so one administrator never
 * waits. Without a pace, administrators saving back to back take whatever CPU they are given: a
 * save without its image work costs about 50 ms, and five writers made 392 saves in 30 s, whose
 * bodies, rows and re-rendered lists slowed the readers 1.62 times; one every 500 ms kept them
 * within 1.11 to 1.30 times (npm run test:load, docs/performance.md).
 */
const GAP_MS = Math.max(0, Number(process.env.SAVE_GAP_MS ?? 400) || 0);

let inProgress = 0;
let lastStart = Number.NEGATIVE_INFINITY;
let line: Promise<void> = Promise.resolve();

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for this save's turn; call the function it returns when the save is over. */
export async function saveTurn(gapMs = GAP_MS): Promise<() => void> {
  const turn = line.then(async () => {
    const wait = inProgress > 0 ? lastStart + gapMs - performance.now() : 0;
    if (wait > 0) await sleep(wait);
    lastStart = performance.now();
    inProgress++;
  });
  line = turn;
  await turn;
  let over = false;
  return () => {
    if (over) return;
    over = true;
    inProgress--;
  };
}
