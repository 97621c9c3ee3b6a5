import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import { addTiming, timed } from '@/lib/http/server-timing';

// Half the cores' worth of images at a time (one on a 2-core machine) keeps uploads from starving
// readers; further uploads queue here (their wait is the 'slot' of a write's Server-Timing).
const slots = { free: Math.max(1, Math.floor(os.availableParallelism() / 2)), queue: [] as (() => void)[] };

/*
 * libvips does its work (decoding, resizing, encoding: all of a save's CPU) on threads it names
 * 'libvips worker'. They run at a lower CPU priority (nice IMAGE_NICE, 10), so that while administrators save
 * photos the event loop, which answers every reader, keeps its core: under 200 readers and five
 * writers at full speed the image threads took about one of the two cores and readers waited
 * twice as long (`npm run test:load`). An image still gets any core the readers leave idle.
 * Linux names and renices threads this way; elsewhere this does nothing.
 */
const IMAGE_THREAD = 'libvips worker';
/** IMAGE_NICE (0 to 19, default 10); 0 leaves the threads at the server's own priority. */
const IMAGE_NICE = Math.min(19, Math.max(0, Math.trunc(Number(process.env.IMAGE_NICE ?? 10)) || 0));
const lowered = new Set<string>();
let canLower = process.platform === 'linux' && IMAGE_NICE > 0;

function lowerImageThreads(): void {
  if (!canLower) return;
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) {
      if (lowered.has(tid)) continue;
      if (fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== IMAGE_THREAD) continue;
      os.setPriority(Number(tid), IMAGE_NICE);
      lowered.add(tid);
    }
  } catch (err) {
    // A thread that ended meanwhile is skipped; anything else (no /proc) turns this off.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' && (err as NodeJS.ErrnoException).code !== 'ESRCH') canLower = false;
  }
}

/** Runs sharp work when a slot is free (uploads' photos and share cards alike), timed as `name` (server-timing.ts). */
export async function inSlot<T>(name: string, work: () => Promise<T>): Promise<T> {
  const asked = performance.now();
  if (slots.free > 0) slots.free--;
  else await new Promise<void>((resolve) => slots.queue.push(resolve));
  addTiming('slot', performance.now() - asked);
  // libvips starts its threads as work needs them: new ones are found before and after each job.
  lowerImageThreads();
  try {
    return await timed(name, work);
  } finally {
    lowerImageThreads();
    const next = slots.queue.shift();
    if (next) next();
    else slots.free++;
  }
}
