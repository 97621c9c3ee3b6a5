import { describe, expect, it } from 'vitest';
import { createOutageLog, formatDuration, reasonOf } from './outage-log.mjs';

function harness(impact?: string) {
  let t = 1_000_000;
  const lines: { level: 'error' | 'log'; text: string }[] = [];
  const log = { error: (text: string) => lines.push({ level: 'error', text }), log: (text: string) => lines.push({ level: 'log', text }) };
  const outage = createOutageLog('Redis (rate limits)', { impact, log, now: () => t });
  return { outage, lines, advance: (ms: number) => (t += ms) };
}

const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');

describe('outage log', () => {
  it('writes one line when the service is lost, however many calls then fail', () => {
    const { outage, lines, advance } = harness('each instance counts on its own until it returns.');
    outage.ok();
    expect(lines).toEqual([]);
    for (let i = 0; i < 500; i++) {
      outage.failed(refused);
      advance(100); // 50 s in all: still within the first minute
    }
    expect(lines).toEqual([
      { level: 'error', text: 'Redis (rate limits): unreachable (connect ECONNREFUSED 127.0.0.1:6379); each instance counts on its own until it returns.' },
    ]);
    expect(outage.down).toBe(true);
    expect(outage.failures).toBe(500);
  });

  it('writes at most one line a minute while the outage lasts', () => {
    const { outage, lines, advance } = harness();
    // Ten minutes of failures, four a second.
    for (let i = 0; i < 10 * 60 * 4; i++) {
      outage.failed(refused);
      advance(250);
    }
    expect(lines[0].text).toBe('Redis (rate limits): unreachable (connect ECONNREFUSED 127.0.0.1:6379).');
    expect(lines).toHaveLength(10);
    expect(lines[1].text).toBe('Redis (rate limits): still unreachable after 1 min, 241 failed calls so far (last: connect ECONNREFUSED 127.0.0.1:6379).');
    expect(lines[9].text).toMatch(/^Redis \(rate limits\): still unreachable after 9 min, 2161 failed calls so far/);
    expect(lines.every((l) => l.level === 'error' && !l.text.includes('\n'))).toBe(true);
  });

  it('writes one line when the service returns, with the count of calls that failed in between, and starts over', () => {
    const { outage, lines, advance } = harness();
    for (let i = 0; i < 37; i++) {
      outage.failed(refused);
      advance(1_000);
    }
    advance(5_000);
    outage.ok();
    outage.ok();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toEqual({ level: 'log', text: 'Redis (rate limits): reachable again after 42 s; 37 calls failed in between.' });
    expect(outage.down).toBe(false);

    // A second outage is reported afresh, its count its own.
    outage.failed(new Error('Socket closed unexpectedly'));
    advance(61_000);
    outage.ok();
    expect(lines.slice(2).map((l) => l.text)).toEqual([
      'Redis (rate limits): unreachable (Socket closed unexpectedly).',
      'Redis (rate limits): reachable again after 1 min 1 s; 1 call failed in between.',
    ]);
  });

  it('keeps reasons to one short line without passwords', () => {
    const multi = new Error('connection refused\n    at Socket.connect (net.js:1:1)');
    expect(reasonOf(multi)).toBe('connection refused at Socket.connect (net.js:1:1)');
    expect(reasonOf(new Error('cannot reach redis://user:s3cret@cache.internal:6379/0'))).toBe('cannot reach redis://***@cache.internal:6379/0');
    expect(reasonOf('x'.repeat(500))).toHaveLength(200);
    expect(reasonOf(undefined)).toBe('undefined');
    expect(reasonOf(new Error(''))).toBe('Error');
  });

  it('words durations as a person reads them', () => {
    expect(formatDuration(400)).toBe('0 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(60_000)).toBe('1 min');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(2 * 3600_000 + 14 * 60_000 + 9_000)).toBe('2 h 14 min');
  });
});
