import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvCell('Sunrise Villa')).toBe('Sunrise Villa');
    expect(csvCell(42)).toBe('42');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Villa, Bagalur Road')).toBe('"Villa, Bagalur Road"');
    expect(csvCell('The "Palm" villa')).toBe('"The ""Palm"" villa"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text that looks like a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      // A tab or CR start is also quoted (CR is a line break), with the guard inside the quotes.
      expect(csvCell(`${start}1`), JSON.stringify(start)).toMatch(/^"?'/);
    }
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('-5 cents')).toBe("'-5 cents");
  });
});

describe('CSV documents', () => {
  it('has a header row and CRLF line ends', () => {
    expect(toCsv(['Title', 'Views'], [['A, B', 3], ['C', 0]])).toBe('Title,Views\r\n"A, B",3\r\nC,0\r\n');
  });
});
