/**
 * A table as CSV (RFC 4180): every field quoted, quotes doubled, CRLF between records, and a
 * byte order mark so spreadsheet programs read the accents and Arabic right. A cell that starts
 * like a formula (= + - @) is prefixed with an apostrophe, so opening the file runs nothing.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
) {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
