/** One CSV record: its 1-based line number in the file and its cells. */
export interface CsvRecord {
  readonly line: number;
  readonly cells: readonly string[];
}

/**
 * RFC 4180 CSV: commas (or semicolons, when the header has no comma: spreadsheets in Ukrainian
 * locales save so), double quotes around cells that hold separators, quotes or line breaks, ""
 * for a quote. Answers the records, or the line of an unclosed quote.
 */
export const parseCsv = (text: string): readonly CsvRecord[] | { readonly unclosedQuoteAt: number } => {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at] as string;
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[at + 1] === '\n') at += 1;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) return { unclosedQuoteAt: recordLine };
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
};
