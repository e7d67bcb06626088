import { describe, expect, it } from 'vitest';
import { toPaisa } from '@market/shared';
import { dollarsToPaisa, dollarsToWholeRupees, formatDollarsInRupees, formatRate, formatRupeesExact, rupeeBudgetToDollars } from '@/lib/rupee-amounts';

describe('prices in rupees', () => {
  it('converts whole dollars at the rate, as toPaisa does', () => {
    expect(dollarsToPaisa(40, 280)).toBe(1_120_000);
    expect(dollarsToPaisa(45, 279.8512)).toBe(toPaisa(4500, 279.8512));
    expect(formatDollarsInRupees(40, 280)).toBe('Rs 11,200');
    expect(formatDollarsInRupees(4000, 280)).toBe('Rs 1,120,000');
    expect(formatDollarsInRupees(45, 279.85)).toBe('Rs 12,593.25');
  });

  it('writes exact amounts with their paisa and rates with two to four decimals', () => {
    expect(formatRupeesExact(1_120_000)).toBe('Rs 11,200.00');
    expect(formatRupeesExact(1_259_325)).toBe('Rs 12,593.25');
    expect(formatRate(280)).toBe('Rs 280.00');
    expect(formatRate(279.8)).toBe('Rs 279.80');
    expect(formatRate(279.8512)).toBe('Rs 279.8512');
    expect(formatRate(1000.5)).toBe('Rs 1,000.50');
  });
});

describe('the budget filter in rupees', () => {
  it('rounds outward to whole dollars', () => {
    expect(rupeeBudgetToDollars({ min: 10_000, max: 20_000 }, 280)).toEqual({ min: 35, max: 72 });
    expect(rupeeBudgetToDollars({ min: 11_200, max: 11_200 }, 280)).toEqual({ min: 40, max: 40 });
    expect(rupeeBudgetToDollars({}, 280)).toEqual({ min: undefined, max: undefined });
  });

  it('never leaves out a gig whose rupee price is inside the range', () => {
    for (const rate of [280, 279.8512, 1, 333.3333, 9999.9999]) {
      for (let price = 1; price <= 500; price += 7) {
        const rupees = dollarsToPaisa(price, rate) / 100;
        const bounds = [Math.floor(rupees), Math.ceil(rupees), Math.floor(rupees) - 3, Math.ceil(rupees) + 5];
        for (const min of bounds)
          for (const max of bounds) {
            if (min > max || !(min <= rupees && rupees <= max)) continue;
            const dollars = rupeeBudgetToDollars({ min, max }, rate);
            expect(price).toBeGreaterThanOrEqual(dollars.min!);
            expect(price).toBeLessThanOrEqual(dollars.max!);
          }
      }
    }
  });

  it('shows dollar bounds back in whole rupees', () => {
    expect(dollarsToWholeRupees(40, 280)).toBe(11_200);
    expect(dollarsToWholeRupees(45, 279.85)).toBe(12_593);
  });
});
