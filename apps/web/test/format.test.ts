import { beforeEach, describe, expect, it, vi } from 'vitest';

// The page's language is fixed at load (lib/language.ts) and the formatters are made in it on first
// use: each test loads the modules afresh, in the language it sets.
async function formatIn(language: 'en' | 'ur') {
  const { setLanguage } = await import('../src/lib/language');
  setLanguage(language);
  return import('../src/lib/format');
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
    expect(f.formatCount(2, 'Day')).toBe('2 Days');
    expect(f.formatCount(1, 'revision')).toBe('1 revision');
    expect(f.formatUnitCount(3, 'hour')).toBe('3 hours');
    expect(f.formatUnitCount(1, 'day', 'Day')).toBe('1 Day');
  });
});

describe('format in Urdu', () => {
  beforeEach(() => vi.resetModules());

  it('names the month in Urdu and keeps Latin digits', async () => {
    const f = await formatIn('ur');
    expect(f.formatDate(moment, { utc: true })).toBe('25 نومبر 2026');
    expect(f.formatDate(moment, { utc: true, time: true })).toBe('25 نومبر 2026، 14:05');
    expect(f.formatNumber(50000)).toBe('50,000');
    expect(f.formatRupees(1000)).toBe('Rs 1,000');
  });

  it('adds no English plural ending', async () => {
    const f = await formatIn('ur');
    expect(f.formatCount(2, 'دن')).toBe('2 دن');
    expect(f.formatUnitCount(3, 'day', 'Day')).toBe('3 دن');
    expect(f.formatUnitCount(1, 'hour')).toBe('1 گھنٹہ');
    expect(f.formatUnitCount(3, 'hour')).toBe('3 گھنٹے');
  });
});
