import { describe, expect, it } from 'vitest';
import { saveTurn } from './save-turns';

describe('save turns', () => {
  it('starts overlapping saves one gap apart, in the order they came, and a lone save at once', async () => {
    const t0 = performance.now();
    const started: [number, number][] = [];
    const overs = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const over = await saveTurn(120);
        started.push([i, performance.now() - t0]);
        return over;
      }),
    );
    expect(started.map(([i]) => i)).toEqual([0, 1, 2]);
    expect(started[0][1]).toBeLessThan(60);
    expect(started[1][1] - started[0][1]).toBeGreaterThanOrEqual(115);
    expect(started[2][1] - started[1][1]).toBeGreaterThanOrEqual(115);
    for (const over of overs) over();
    // None in progress: the next starts without waiting out the gap.
    const t1 = performance.now();
    const over = await saveTurn(120);
    expect(performance.now() - t1).toBeLessThan(60);
    over();
  });
});
