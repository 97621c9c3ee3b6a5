import 'server-only';
import os from 'node:os';
import { addTiming, timed } from '@/lib/http/server-timing';

// sharp works on libuv's thread pool (4 threads), which file access shares: the images and pages
// readers ask for wait behind it. Half the cores' worth of images at a time (one on a 2-core
// machine) keeps uploads from starving readers; further uploads queue here.
const slots = { free: Math.max(1, Math.floor(os.availableParallelism() / 2)), queue: [] as (() => void)[] };

/** Runs sharp work when a slot is free (uploads' photos and share cards alike), timed as `name` (server-timing.ts). */
export async function inSlot<T>(name: string, work: () => Promise<T>): Promise<T> {
  const asked = performance.now();
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((resolve) => slots.queue.push(resolve));
  addTiming('slot', performance.now() - asked);
  try {
    return await timed(name, work);
  } finally {
    const next = slots.queue.shift();
    if (next) next();
    else slots.free++;
  }
}
