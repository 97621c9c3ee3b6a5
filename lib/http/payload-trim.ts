/*
 * Props that are undefined, dropped from a page's React payload. Next.js writes every prop of its
 * own layout routers whether set or not ('"error":"$undefined","errorStyles":"$undefined",…', 40
 * of them, about 1 kB, on a listing's page), and React reads a prop that is absent exactly as one
 * that is undefined. Only rows of JSON are touched: a text row (`id:T<length>,<text>`) and the
 * other rows that carry a byte length are skipped whole, so every length still holds; a row split
 * across two of Next's script elements is left as it is. A user's string can never read
 * "$undefined" in the payload (React writes a string that starts with $ as "$$…"), and a quote
 * inside a string is always escaped, so the pattern meets only the payload's own structure.
 */

const UNDEFINED_PROP = /,"[^"\\]*":"\$undefined"(?=[,}])|(?<=\{)"[^"\\]*":"\$undefined",?/g;
// `<id>:<tag><hex length>,`: a row whose body is that many bytes of UTF-8, newline or not.
const SIZED_ROW = /^[0-9a-f]+:[A-Za-z]([0-9a-f]+),/;
const ROW_ID = /^[0-9a-f]+:/;

/** The chunks of one payload stream (each script's string, in order), with undefined props dropped from their JSON rows. */
export function dropUndefinedProps(chunks: string[]): string[] {
  const out: string[] = [];
  // Bytes of a sized row still to pass over, carried from one chunk into the next.
  let skipBytes = 0;
  // Set when a chunk ended inside a line-based row: the next chunk starts mid-row.
  let midRow = false;
  for (const chunk of chunks) {
    let at = 0;
    let result = '';
    const copyTo = (end: number) => {
      result += chunk.slice(at, end);
      at = end;
    };
    while (at < chunk.length) {
      if (skipBytes > 0) {
        const end = advanceBytes(chunk, at, skipBytes);
        skipBytes -= Buffer.byteLength(chunk.slice(at, end));
        copyTo(end);
        continue;
      }
      const newline = chunk.indexOf('\n', at);
      if (midRow) {
        // The rest of a row begun in the previous chunk: left as it is.
        if (newline === -1) {
          copyTo(chunk.length);
          break;
        }
        midRow = false;
        copyTo(newline + 1);
        continue;
      }
      const rest = chunk.slice(at, at + 32);
      const sized = SIZED_ROW.exec(rest);
      if (sized) {
        copyTo(at + sized[0].length);
        skipBytes = parseInt(sized[1], 16);
        continue;
      }
      if (newline === -1) {
        // A row that goes on in the next chunk.
        midRow = true;
        copyTo(chunk.length);
        break;
      }
      const row = chunk.slice(at, newline + 1);
      result += ROW_ID.test(row) ? trimRow(row) : row;
      at = newline + 1;
    }
    out.push(result);
  }
  return out;
}

function trimRow(row: string): string {
  // One pass leaves the second of two neighbours at an object's start ('{"a":"$undefined","b":…').
  for (let i = 0; i < 4; i++) {
    const trimmed = row.replace(UNDEFINED_PROP, '');
    if (trimmed === row) break;
    row = trimmed;
  }
  return row;
}

/** The index in `text`, from `from`, after at most `bytes` bytes of UTF-8 (the chunk's end if it is shorter). */
function advanceBytes(text: string, from: number, bytes: number): number {
  let i = from;
  let left = bytes;
  while (i < text.length && left > 0) {
    const code = text.codePointAt(i)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    left -= size;
    i += code >= 0x10000 ? 2 : 1;
  }
  return i;
}
