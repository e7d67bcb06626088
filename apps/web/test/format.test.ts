import { beforeEach, describe, expect, it, vi } from 'vitest';

// The page's language is fixed at load: the Urdu entry applies the Urdu catalogue (lib/urdu.ts)
// before any other module runs. Each test loads the modules afresh, in the language it wants.
async function formatIn(language: 'en' | 'ur') {
  if (language === 'ur') await import('../src/lib/urdu');
  const shared = await import('@market/shared');
  return { ...(await import('../src/lib/format')), counts: shared.inlineWebTexts.counts };
}

const moment = '2026-11-25T14:05:00Z';

describe('format in English', () => {
  beforeEach(() => vi.resetModules());

  it('writes dates, numbers and counts as it always has', async () => {
    const f = await formatIn('en');
    expect(f.formatDate(moment, { utc: true })).toBe('25 Nov 2026');
    expect(f.formatDate(moment, { utc: true, time: true })).toBe('25 Nov 2026, 14:05');
    expect(f.formatNumber(50000)).toBe('50,000');
    expect(f.formatRupees(1000)).toBe('Rs 1,000');
    expect(f.counts.Days(2)).toBe('2 Days');
    expect(f.counts.Revisions(1)).toBe('1 Revision');
    expect(f.counts.hours(3)).toBe('3 hours');
  });
});

describe('format in Urdu', () => {
  beforeEach(() => vi.resetModules());

  it('names the month in Urdu, separates the time with the Arabic comma and keeps Latin digits', async () => {
    const f = await formatIn('ur');
    expect(f.formatDate(moment, { utc: true })).toBe('25 نومبر 2026');
    expect(f.formatDate(moment, { utc: true, time: true })).toBe('25 نومبر 2026، 14:05');
    expect(f.formatNumber(50000)).toBe('50,000');
    expect(f.formatRupees(1000)).toBe('Rs 1,000');
  });

  it('counts in Urdu, with no English plural ending', async () => {
    const f = await formatIn('ur');
    expect(f.counts.days(3)).toMatch(/^3 [\u0600-\u06FF]/);
    expect(f.counts.days(3)).not.toMatch(/s$/);
    expect(f.counts.months(1)).toBe('1 مہینہ');
  });
});
