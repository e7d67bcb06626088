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
});
