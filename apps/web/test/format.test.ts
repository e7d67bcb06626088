import { describe, expect, it } from 'vitest';

// The English build: Urdu is format.ur.test.ts, which runs as the Urdu build does.
async function formatIn() {
  const shared = await import('@market/shared');
  return { ...(await import('../src/lib/format')), counts: shared.inlineWebTexts.counts };
}

const moment = '2026-11-25T14:05:00Z';

describe('format in English', () => {
  it('writes dates, numbers and counts as it always has', async () => {
    const f = await formatIn();
    expect(f.formatDate(moment, { utc: true })).toBe('25 Nov 2026');
    expect(f.formatDate(moment, { utc: true, time: true })).toBe('25 Nov 2026, 14:05');
    expect(f.formatNumber(50000)).toBe('50,000');
    expect(f.formatRupees(1000)).toBe('Rs 1,000');
    expect(f.counts.Days(2)).toBe('2 Days');
    expect(f.counts.Revisions(1)).toBe('1 Revision');
    expect(f.counts.hours(3)).toBe('3 hours');
  });

  it('groups whole numbers without Intl exactly as Intl writes them in en-US, and leaves the rest to Intl', async () => {
    const f = await formatIn();
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 50_000_000, Number.MAX_SAFE_INTEGER]) expect(f.formatNumber(value)).toBe(intl.format(value));
    for (const value of [4.95, -1234, 12_345.678]) expect(f.formatNumber(value)).toBe(intl.format(value));
  });
});
