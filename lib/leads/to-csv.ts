// A spreadsheet runs a cell beginning with one of these as a formula (CSV injection); tab and
// carriage return are stripped by some and leave the next character leading.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: formula-like text neutralised with a leading single quote (OWASP's advice),
 * then quoted when it holds a comma, quote or line break (RFC 4180).
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document with a header row, CRLF line ends, and a BOM so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
