import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import { addTiming, timed, writeStarted } from '@/lib/server-timing';

// One image job more at a time than there are cores (IMAGE_SLOTS sets another number); each job
// takes one thread (image-worker.mjs), further jobs queue here (their wait is the 'slot' of a
// write's Server-Timing). Readers gave up CPU to saves more easily once they were given a stale
// page instead of waiting for its render (lib/http/page-cache.ts), and with one slot at nice 10
// the saves starved: under 200 readers and five writers saving back to back, 58 to 105 saves in
// 30 s with p99 3.4 to 4.7 s. Three slots at nice 0: 168 saves, p99 1.95 s, readers with writers
// 1.09 times their p99 alone; two at nice 0: 142 saves, p99 2.5 s, 0.98 times; two at nice 5:
// 82 saves, p99 4.4 s (npm run test:load, 27 November, fifth session).
//
// The queue goes by when each job's save began, not when the job asked: a save's second photo
// and its card come before the first photo of a save that began after it. In order of asking, a
// save with two photos and a card queued three times behind every other save in progress, and
// those set the writes' p99. And saves are served one at a time, each with every slot: saves
// arriving together (five at the start of the load test's writes) each had their photos checked
// at a share of the cores, so all finished late (0.85 to 1.2 s, against 0.1 s alone), while the
// pace (lib/api/save-turns.ts) lets them write one after another anyway. Jobs outside any save
// (a card a visitor asked for first) only wait for a slot.
type Waiting = { save: number | undefined; since: number; go: () => void };
/** Image jobs at a time. */
export const IMAGE_SLOTS = Math.max(1, Number(process.env.IMAGE_SLOTS) || os.availableParallelism() + 1);
// On globalThis: Next bundles each route handler with its own copy of this module, and the slots are the process's.
const shared = globalThis as typeof globalThis & { __imageSlots?: { free: number; queue: Waiting[]; saves: Map<number, number> } };
const slots = (shared.__imageSlots ??= { free: IMAGE_SLOTS, queue: [], saves: new Map() });

const mayStart = (save: number | undefined) => slots.free > 0 && (save === undefined || [...slots.saves.keys()].every((s) => s === save));

/** Starts, in the queue's order, every waiting job that may start now. */
function pump(): void {
  for (let i = 0; i < slots.queue.length; ) {
    const w = slots.queue[i];
    if (!mayStart(w.save)) {
      i++;
      continue;
    }
    slots.queue.splice(i, 1);
    slots.free--;
    if (w.save !== undefined) slots.saves.set(w.save, (slots.saves.get(w.save) ?? 0) + 1);
    w.go();
  }
}

function release(save: number | undefined): void {
  slots.free++;
  if (save !== undefined) {
    const left = slots.saves.get(save)! - 1;
    if (left) slots.saves.set(save, left);
    else slots.saves.delete(save);
  }
  pump();
}

function wait(save: number | undefined, since: number): Promise<void> {
  return new Promise<void>((go) => {
    // After every job that began earlier or at the same time: first come, first served among equals.
    const at = slots.queue.findIndex((w) => w.since > since);
    slots.queue.splice(at === -1 ? slots.queue.length : at, 0, { save, since, go });
    pump();
  });
}

/*
 * libvips does its work (decoding, resizing, encoding: all of a save's CPU) on threads it names
 * 'libvips worker'. IMAGE_NICE (default 0: the server's own priority) lowers their CPU priority,
 * so that while administrators save photos the event loop, which answers every reader, keeps more
 * of its core. Before readers were given stale pages under load, nice 10 gave readers 943 req/s
 * (p99 602 ms) against 660 (735 ms) at nice 0 with saves about as long; since then it starves the
 * saves (above). Linux names and renices threads this way; elsewhere this does nothing.
 */
const IMAGE_THREAD = 'libvips worker';
/** IMAGE_NICE (0 to 19, default 0); 0 leaves the threads at the server's own priority. */
const IMAGE_NICE = Math.min(19, Math.max(0, Math.trunc(Number(process.env.IMAGE_NICE ?? 0)) || 0));
const lowered = new Set<string>();
let canLower = process.platform === 'linux' && IMAGE_NICE > 0;

function lowerImageThreads(): void {
  if (!canLower) return;
  let tids: string[];
  try {
    tids = fs.readdirSync('/proc/self/task');
  } catch {
    canLower = false;
    return;
  }
  for (const tid of tids) {
    if (lowered.has(tid)) continue;
    try {
      if (fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== IMAGE_THREAD) continue;
      os.setPriority(Number(tid), IMAGE_NICE);
      lowered.add(tid);
    } catch {
      // The thread ended meanwhile.
    }
  }
}

/** Runs sharp work when a slot is free (uploads' photos and share cards alike), timed as `name` (server-timing.ts). */
export async function inSlot<T>(name: string, work: () => Promise<T>): Promise<T> {
  const asked = performance.now();
  const save = writeStarted();
  await wait(save, save ?? asked);
  addTiming('slot', performance.now() - asked);
  // libvips starts its threads as work needs them: new ones are found before and after each job.
  lowerImageThreads();
  try {
    return await timed(name, work);
  } finally {
    lowerImageThreads();
    release(save);
  }
}
