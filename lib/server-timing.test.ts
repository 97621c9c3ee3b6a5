import { describe, expect, it } from 'vitest';
import { addTiming, timed, timingHeader, withTimings } from './server-timing';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('server timings', () => {
  it('adds up spans of one name across awaits, in the order they began', async () => {
    const header = await withTimings(async (timings) => {
      await timed('photo', () => tick(5));
      await Promise.all([timed('files', () => tick(5)), timed('photo', () => tick(5))]);
      addTiming('slot', 1.25);
      return timingHeader(timings);
    });
    const spans = [...header.matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])] as const);
    expect(spans.map(([name]) => name)).toEqual(['photo', 'files', 'slot']);
    expect(spans[0][1]).toBeGreaterThanOrEqual(9);
    expect(spans[2][1]).toBe(1.3);
  });

  it('keeps two writes apart and records nothing outside one', async () => {
    addTiming('lost', 5);
    const [a, b] = await Promise.all([
      withTimings(async (t) => (await timed('a', () => tick(2)), timingHeader(t))),
      withTimings(async (t) => (await timed('b', () => tick(2)), timingHeader(t))),
    ]);
    expect(a).toMatch(/^a;dur=/);
    expect(b).toMatch(/^b;dur=/);
    expect(await timed('free', async () => 'done')).toBe('done');
  });

  it('times a span that throws', async () => {
    const header = await withTimings(async (timings) => {
      await expect(timed('db', async () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
      return timingHeader(timings);
    });
    expect(header).toMatch(/^db;dur=\d+\.\d$/);
  });
});
