import { dropUndefinedProps } from './payload-trim';

/*
 * Next.js writes a page's React payload into the HTML as `self.__next_f.push([1,"…"])`: JSON text
 * inside a JSON string, so each of its quotes goes out as \" (about 2,700 on a listing's page,
 * one byte each). The same strings written as single-quoted JavaScript need almost no escapes. The
 * value each script pushes is unchanged but for the undefined props payload-trim.ts drops; a
 * script not in that exact shape is left as it is.
 */

const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
  // No text can end the script element or open an HTML comment in it.
  '<': '\\x3c',
};

/** A JavaScript string literal in single quotes, safe inside an HTML <script> element. */
export function singleQuoted(value: string): string {
  return `'${value.replace(/[\\'\n\r\u2028\u2029<]/g, (c) => ESCAPES[c])}'`;
}

export function requotePayload(html: string): string {
  const scripts = [...html.matchAll(PUSH)];
  const values = scripts.map(([, json]) => {
    try {
      const value: unknown = JSON.parse(json);
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  });
  // The stream's chunks in order, for dropUndefinedProps; a script that is not one is left as it is.
  const strings = values.filter((v): v is string => v !== null);
  const trimmed = dropUndefinedProps(strings);
  let next = 0;
  let at = 0;
  let out = '';
  for (const [i, match] of scripts.entries()) {
    out += html.slice(at, match.index);
    out += values[i] === null ? match[0] : `<script>self.__next_f.push([1,${singleQuoted(trimmed[next++])}])</script>`;
    at = match.index + match[0].length;
  }
  return out + html.slice(at);
}
