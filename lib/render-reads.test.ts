import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_READ_MS, openRead, openReadsClosed } from './render-reads';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 50; i++) await Promise.resolve();
  return done;
};

describe('page reads open during a write', () => {
  afterEach(() => vi.useRealTimers());

  it('wait only for the reads open now that share a tag, until each has closed', async () => {
    const closeList = openRead(['kind:plots']);
    const closeLocality = openRead(['kind:villas', 'kind:plots', 'locality:bagalur']);
    const closeVilla = openRead(['listing:v1']);
    const closed = openReadsClosed(['kind:plots', 'listing:p1'])!;
    expect(closed).not.toBeNull();
    // A read opened after the write's revalidation read the new data: not waited for.
    const closeLater = openRead(['kind:plots']);
    closeList();
    expect(await settled(closed)).toBe(false);
    closeLocality();
    expect(await settled(closed)).toBe(true);
    closeVilla();
    closeLater();
  });

  it('is nothing to wait for when no open read shares a tag', () => {
    const close = openRead(['listing:v1']);
    expect(openReadsClosed(['kind:plots', 'listing:p1'])).toBeNull();
    close();
    expect(openReadsClosed(['listing:v1'])).toBeNull();
  });

  it('gives up on a read that never closes after LONGEST_READ_MS, and forgets it', async () => {
    vi.useFakeTimers();
    const start = Date.now();
    openRead(['kind:homes']);
    const closed = openReadsClosed(['kind:homes'])!;
    await vi.advanceTimersByTimeAsync(LONGEST_READ_MS - 1);
    expect(await settled(closed)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(closed)).toBe(true);
    vi.setSystemTime(start + LONGEST_READ_MS + 1);
    openRead(['listing:other'])();
    expect(openReadsClosed(['kind:homes'])).toBeNull();
  });

  it('are the process’s, shared by every copy of the module (Next bundles one with each route)', async () => {
    const close = openRead(['kind:plots']);
    vi.resetModules();
    const copy = await import('./render-reads');
    const closed = copy.openReadsClosed(['kind:plots'])!;
    expect(closed).not.toBeNull();
    close();
    expect(await settled(closed)).toBe(true);
  });
});
