export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'positive';

/**
 * An amount typed in major units ("25.50", "5,000", "25.5") as an integer of minor units (2550),
 * read as a string of digits (both currencies count hundredths): no floating point touches it.
 * At most 2 decimals and 11 whole digits (the request's own limit is 10^13 minor units).
 */
export function parseAmount(text: string): { ok: true; minor: number } | { ok: false; problem: AmountProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  // Commas only as thousands separators ("5,000"): "1,5" is a decimal comma, not fifteen.
  if (trimmed.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed)) return { ok: false, problem: 'invalid' };
  const typed = trimmed.replace(/,/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(typed);
  if (!match || (match[1] === '' && !match[2])) return { ok: false, problem: 'invalid' };
  const whole = match[1].replace(/^0+/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  if (whole.length > 11) return { ok: false, problem: 'invalid' };
  const minor = Number(`${whole}${fraction.padEnd(2, '0')}`);
  if (minor <= 0) return { ok: false, problem: 'positive' };
  return { ok: true, minor };
}
