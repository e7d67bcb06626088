/**
 * One CSV cell: numbers as they are, text in quotes; a leading = + - @ is defused so a spreadsheet
 * never runs it as a formula.
 */
export const csvCell = (value: string | number) => {
  const text = String(value);
  return typeof value === 'number' ? text : `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** A CSV line of cells, ended as RFC 4180 ends them. */
export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
