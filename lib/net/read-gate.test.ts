import { describe, expect, it } from 'vitest';
import { isGatedRead, readGate } from './read-gate.mjs';

describe('readGate', () => {
  it('runs at most `places` at once and the rest in order as places free up', () => {
    const gate = readGate(2);
    const started: number[] = [];
    const leaves = [1, 2, 3, 4].map((n) => gate.enter(() => started.push(n)));
    expect(started).toEqual([1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    leaves[1]();
    expect(started).toEqual([1, 2, 3]);
    leaves[0]();
    expect(started).toEqual([1, 2, 3, 4]);
    leaves[2]();
    leaves[3]();
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('drops a waiting read that leaves (its connection closed) without running it', () => {
    const gate = readGate(1);
    const started: string[] = [];
    const first = gate.enter(() => started.push('a'));
    const gone = gate.enter(() => started.push('b'));
    gate.enter(() => started.push('c'));
    gone();
    first();
    expect(started).toEqual(['a', 'c']);
    expect([gate.running, gate.waiting]).toEqual([1, 0]);
  });

  it('counts a leave once, however often it is called', () => {
    const gate = readGate(1);
    const leave = gate.enter(() => {});
    leave();
    leave();
    expect(gate.running).toBe(0);
    const started: number[] = [];
    gate.enter(() => started.push(1));
    gate.enter(() => started.push(2));
    expect(started).toEqual([1]);
  });
});

describe('isGatedRead', () => {
  it('gates page and API reads, not writes, build files or photos', () => {
    expect(isGatedRead('GET', '/villas?bedrooms=3')).toBe(true);
    expect(isGatedRead('HEAD', '/')).toBe(true);
    expect(isGatedRead('GET', '/api/villas')).toBe(true);
    expect(isGatedRead('POST', '/api/villas')).toBe(false);
    expect(isGatedRead('PUT', '/api/villas/1')).toBe(false);
    expect(isGatedRead('DELETE', '/api/villas/1')).toBe(false);
    expect(isGatedRead('GET', '/_next/static/chunks/a.js')).toBe(false);
    expect(isGatedRead('GET', '/uploads/03/a-400w.webp')).toBe(false);
  });
});
