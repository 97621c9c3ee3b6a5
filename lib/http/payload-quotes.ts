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
  const trimmed = dropUndefinedProps(values.filter((v): v is string => v !== null));
  let i = 0;
  let next = 0;
  return html.replace(PUSH, (script) => (values[i++] === null ? script : `<script>self.__next_f.push([1,${singleQuoted(trimmed[next++])}])</script>`));
}
