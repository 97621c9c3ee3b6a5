import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { requotePayload } from './payload-quotes';

/** What a page's inline scripts push, run as the browser runs them. */
function pushed(html: string): unknown[] {
  const self = { __next_f: [] as unknown[] };
  for (const [, code] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) vm.runInNewContext(code, { self });
  return self.__next_f;
}

// Strings as Next.js writes them: JSON, with <, > and & escaped, and the line separators.
const nextString = (value: string) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const hostile = [
  '1:"$Sreact.fragment"\n2:["$","p",null,{"className":"a","children":"Ravi\'s \\"villa\\" </script><script>alert(1)</script> <!-- x"}]\n',
  'tab\there, a backslash \\ and \\u0041, line\u2028separators\u2029, CR\r, ₹1.25 Cr, தமிழ், 🏡',
  '',
];
const page = [
  '<html><body><p>Hi</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  ...hostile.map((v) => `<script>self.__next_f.push([1,${nextString(v)}])</script>`),
  '<script>self.__next_f.push([2,null])</script>',
  '</body></html>',
].join('');

describe('requotePayload', () => {
  const out = requotePayload(page);

  it('pushes exactly the same values', () => {
    expect(pushed(out)).toEqual(pushed(page));
    expect(pushed(out)).toEqual([[0], ...hostile.map((v) => [1, v]), [2, null]]);
  });

  it('is shorter: quotes go out unescaped', () => {
    expect(out.length).toBeLessThan(page.length);
    expect(out).toContain('"className":"a"');
  });

  it('lets no text end its script element or open a comment', () => {
    const scripts = [...out.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(hostile.length + 2);
    for (const s of scripts) expect(s).not.toMatch(/<\/?script|<!--/i);
    expect(out.replace(/<script>[\s\S]*?<\/script>/g, '')).toBe('<html><body><p>Hi</p></body></html>');
  });

  it('leaves other scripts and malformed pushes as they are', () => {
    const odd = '<script>self.__next_f.push([1,"unterminated \\"])</script><script>self.__next_f.push([1,"a"+"b"])</script>';
    expect(requotePayload(odd)).toBe(odd);
  });
});
