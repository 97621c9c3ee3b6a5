import { describe, expect, it } from 'vitest';
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
    // A job outside any save asks last and waits for both.
    const outside = inSlot('card', async () => void order.push('outside'));
    release();
    await Promise.all([...holds, a, b, outside]);
    expect(order).toEqual(['a', 'b', 'outside']);
  });
});
