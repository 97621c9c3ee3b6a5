import { describe, expect, it } from 'vitest';
import { hasTwin, localizePath, splitLangPath } from './config';
import { fill } from './fill';

describe('localizePath and splitLangPath', () => {
  it.each([
    ['/', '/ta'],
    ['/villas', '/ta/villas'],
    ['/villas?bedrooms=3&sort=price-asc', '/ta/villas?bedrooms=3&sort=price-asc'],
    ['/plots/abc123', '/ta/plots/abc123'],
    ['/?x=1', '/ta?x=1'],
  ])('%s in Tamil is %s, and back', (path, tamil) => {
    expect(localizePath(path, 'ta')).toBe(tamil);
    expect(localizePath(path, 'en')).toBe(path);
    expect(splitLangPath(tamil)).toEqual({ lang: 'ta', path });
    expect(splitLangPath(path)).toEqual({ lang: 'en', path });
  });

  it('leaves paths that only start like a language alone', () => {
    expect(splitLangPath('/tamil')).toEqual({ lang: 'en', path: '/tamil' });
    expect(splitLangPath('/en/villas')).toEqual({ lang: 'en', path: '/en/villas' });
  });
});

describe('fill', () => {
  it('puts values in and leaves unknown placeholders', () => {
    expect(fill('{n} of {total} {x}', { n: 1, total: '3' })).toBe('1 of 3 {x}');
  });
});

describe('hasTwin', () => {
  it('is false for the English-only sign-in pages, true for the rest', () => {
    for (const p of ['/login', '/login?next=%2Fdashboard', '/forgot-password', '/register', '/register/']) expect(hasTwin(p), p).toBe(false);
    for (const p of ['/', '/villas', '/villas/f/x', '/contact', '/privacy-policy', '/shortlist?items=x']) expect(hasTwin(p), p).toBe(true);
  });
});
