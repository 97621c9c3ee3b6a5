import { describe, expect, it, vi } from 'vitest';
import { withTimings } from '@/lib/server-timing';
import { IMAGE_SLOTS, inSlot } from './slots';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the image slots', () => {
  it('serve the save that began first, not the job that asked first', async () => {
    const order: string[] = [];
    // Every slot busy until all three jobs below have asked.
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const holds = Array.from({ length: IMAGE_SLOTS }, () => inSlot('hold', () => busy));
    // Save A begins first but asks for its job after save B asked for its own.
    let aAsks!: () => void;
    const aMayAsk = new Promise<void>((resolve) => (aAsks = resolve));
    const a = withTimings(async () => {
      await aMayAsk;
      return inSlot('photo', async () => void order.push('a'));
    });
    await sleep(2);
    const b = withTimings(() => inSlot('photo', async () => void order.push('b')));
    await sleep(2);
    aAsks();
    await sleep(2);
    release();
    await Promise.all([...holds, a, b]);
    expect(order).toEqual(['a', 'b']);
  });

  it('serve one save at a time with every slot, and let a job outside any save take a free slot', async () => {
    const log: string[] = [];
    const gate = () => {
      let open!: () => void;
      return { done: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
    };
    const aJobs = [gate(), gate()];
    // Save A's two photos run together; save B's asks meanwhile and waits for both.
    const a = withTimings(() => Promise.all(aJobs.map((g, i) => inSlot('photo', async () => (log.push(`a${i} start`), await g.done, log.push(`a${i} end`))))));
    await sleep(2);
    const b = withTimings(() => inSlot('photo', async () => void log.push('b start')));
    await sleep(2);
    const outside = inSlot('card', async () => void log.push('outside'));
    await sleep(2);
    expect(log).toEqual(IMAGE_SLOTS >= 3 ? ['a0 start', 'a1 start', 'outside'] : ['a0 start', ...(IMAGE_SLOTS === 2 ? ['a1 start'] : [])]);
    aJobs[0].open();
    await sleep(2);
    expect(log).not.toContain('b start');
    aJobs[1].open();
    await Promise.all([a, b, outside]);
    expect(log.indexOf('b start')).toBeGreaterThan(log.indexOf('a1 end'));
  });

  it('are the process’s, shared by every copy of the module (Next bundles one with each route)', async () => {
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const holds = Array.from({ length: IMAGE_SLOTS }, () => inSlot('hold', () => busy));
    vi.resetModules();
    const copy = await import('./slots');
    let ran = false;
    const other = copy.inSlot('card', async () => void (ran = true));
    await sleep(5);
    expect(ran).toBe(false);
    release();
    await Promise.all([...holds, other]);
    expect(ran).toBe(true);
  });
});
