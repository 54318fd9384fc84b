/**
 * CSV for spreadsheets (RFC 4180): every field quoted, quotes doubled, CRLF line ends, and a
 * leading quote on any field a spreadsheet would run as a formula (=, +, -, @, tab, carriage
 * return), since applicants type their own names and messages.
 */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  // The byte-order mark makes Excel read the file as UTF-8 (Nordic letters).
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
