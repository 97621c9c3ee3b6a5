/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, a cell quoted when it
 * holds a comma, a quote or a line break, with its quotes doubled.
 *
 * A text cell that starts with = + - @ (or a tab or carriage return, which some spreadsheets skip
 * before looking) would run as a formula when the file is opened (CSV injection, OWASP), and
 * listing titles are typed by people. Such a cell gets a leading single quote, so it stays text.
 * Numbers are written as they are: a negative count cannot occur, and quoting one would turn it into text.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
