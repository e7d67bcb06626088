import { describe, expect, it } from 'vitest';

// The Urdu build, as `vite build --mode ur` makes it: the vitest project 'web-ur' transforms the modules
// with urduCatalogues (vite-plugins/urdu-catalogues.ts), and lib/urdu.ts, the Urdu entries' first
// module, sets the page's language before the others load.
async function formatIn() {
  await import('../src/lib/urdu');
  const shared = await import('@market/shared');
  return { ...(await import('../src/lib/format')), counts: shared.inlineWebTexts.counts };
}

const moment = '2026-11-25T14:05:00Z';

describe('format in Urdu', () => {
  it('names the month in Urdu, separates the time with the Arabic comma and keeps Latin digits', async () => {
    const f = await formatIn();
    expect(f.formatDate(moment, { utc: true })).toBe('25 نومبر 2026');
    expect(f.formatDate(moment, { utc: true, time: true })).toBe('25 نومبر 2026، 14:05');
    expect(f.formatNumber(50000)).toBe('50,000');
    expect(f.formatRupees(1000)).toBe('Rs 1,000');
  });

  it('counts in Urdu, with no English plural ending', async () => {
    const f = await formatIn();
    expect(f.counts.days(3)).toMatch(/^3 [\u0600-\u06FF]/);
    expect(f.counts.days(3)).not.toMatch(/s$/);
    expect(f.counts.months(1)).toBe('1 مہینہ');
  });
});

describe('catalogues in the Urdu build', () => {
  it('are Urdu before the schemas built from them, in their own module and in another', async () => {
    const shared = await import('@market/shared');
    const { ur } = shared;
    // accounts.ts builds yesNoSchema from accountTexts a few lines below the object.
    expect(shared.yesNoSchema.safeParse('maybe').error?.issues[0]?.message).toBe(ur.accountTexts.yesNo);
    // schemas.ts builds loginSchema from texts.ts.
    expect(shared.loginSchema.safeParse({ username: '', password: 'long enough password' }).error?.issues[0]?.message).toBe(ur.texts.required);
    expect(shared.texts.required).not.toBe('');
    expect(shared.countryLabels.Pakistan).toBe(ur.countryLabels.Pakistan);
  });

  it('groups whole numbers without Intl exactly as Intl writes them in ur-PK, and leaves the rest to Intl', async () => {
    const f = await formatIn();
    const intl = new Intl.NumberFormat('ur-PK');
    for (const value of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 50_000_000, Number.MAX_SAFE_INTEGER]) expect(f.formatNumber(value)).toBe(intl.format(value));
    for (const value of [4.95, -1234, 12_345.678]) expect(f.formatNumber(value)).toBe(intl.format(value));
  });
});
