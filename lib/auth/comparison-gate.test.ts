import { describe, expect, it } from 'vitest';
import { createGate, type Release } from './comparison-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createGate', () => {
  it('lets `concurrency` in at once, queues up to `queueSize`, and refuses the rest at once', async () => {
    const gate = createGate(2, 3);
    const held = new Map<number, Release>();
    const take = (i: number) => {
      const slot = gate.enter();
      void slot?.then((release) => held.set(i, release));
      return slot !== null;
    };
    expect([0, 1, 2, 3, 4, 5, 6].map(take)).toEqual([true, true, true, true, true, false, false]);
    await tick();
    expect([...held.keys()]).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 3 });

    held.get(0)!();
    held.get(0)!(); // a second call gives nothing back twice
    await tick();
    expect([...held.keys()]).toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    expect(take(7), 'a place in the queue is free again').toBe(true);

    for (const i of [1, 2, 3, 4]) {
      held.get(i)!();
      await tick();
    }
    expect([...held.keys()], 'served in the order they came').toEqual([0, 1, 2, 3, 4, 7]);
    held.get(7)!();
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('never has more than `concurrency` holders, however they come and go', async () => {
    const gate = createGate(2, 1000);
    let now = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const release = await gate.enter()!;
        peak = Math.max(peak, ++now);
        await new Promise((resolve) => setTimeout(resolve, i % 3));
        now--;
        release();
      }),
    );
    expect(peak).toBe(2);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
