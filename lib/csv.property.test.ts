// Properties of the CSV the Leads export writes: any text round-trips through an RFC 4180 reader
// cell for cell (a spreadsheet sees what was stored), and no text cell can start a formula.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvCell, csvCell, toCsv } from './csv';

/** RFC 4180, strictly: a quote inside a cell only when the cell is quoted, and doubled. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  while (i < text.length) {
    if (cell === '' && text[i] === '"') {
      // A quoted cell: up to the closing quote, "" standing for one quote.
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted cell');
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a quoted cell at ${i}`);
      continue;
    }
    if (text[i] === ',') {
      endCell();
      i++;
    } else if (text[i] === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 2;
    } else if (text[i] === '"' || text[i] === '\r' || text[i] === '\n') throw new Error(`bare ${JSON.stringify(text[i])} at ${i}`);
    else cell += text[i++];
  }
  if (cell !== '' || row.length) throw new Error('no line end after the last row');
  return rows;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const tricky = fc.constantFrom(...'",\r\n\t=+-@\'; ', 'ஓசூர்', '₹', '😀', 'é');
const textArb = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: tricky, maxLength: 20 }), fc.string({ unit: 'binary-ascii', maxLength: 30 }));
const cellArb: fc.Arbitrary<CsvCell> = fc.oneof(textArb, fc.nat(), fc.double({ min: 0, max: 1e9, noNaN: true }));
/** The cell as a spreadsheet shows it: a text cell that would start a formula has a leading quote. */
const shown = (cell: CsvCell) => (typeof cell === 'number' ? String(cell) : FORMULA_START.test(cell) ? `'${cell}` : cell);

describe('CSV properties', () => {
  it('round-trips every cell through an RFC 4180 reader, rows and columns intact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }).chain((width) => fc.tuple(fc.array(textArb, { minLength: width, maxLength: width }), fc.array(fc.array(cellArb, { minLength: width, maxLength: width }), { maxLength: 8 }))), ([header, rows]) => {
        const text = toCsv(header, rows);
        expect(text.endsWith('\r\n')).toBe(true);
        expect(parseCsv(text)).toEqual([header, ...rows].map((row) => row.map(shown)));
      }),
    );
  });

  it('never lets a text cell start a formula, and quotes exactly the cells that need it', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const written = csvCell(text);
        const [[value]] = parseCsv(`${written}\r\n`);
        expect(FORMULA_START.test(value)).toBe(false);
        expect(written.startsWith('"')).toBe(/[",\r\n]/.test(shown(text)));
      }),
    );
  });
});
