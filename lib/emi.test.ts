import { describe, expect, it } from 'vitest';
import { defaultLoan, emi, loanShare } from './emi';

describe('emi', () => {
  it('₹50,00,000 at 8.5 % for 20 years is ₹43,391 a month (the worked example of issue 13)', () => {
    expect(emi(50_00_000, 8.5, 20)).toMatchObject({ monthly: 43_391, months: 240 });
  });

  it.each([
    // Worked examples checked against the formula by hand and against bank calculators.
    [10_00_000, 10, 10, 13_215, 15_85_809],
    [30_00_000, 9, 15, 30_428, 54_77_040],
    [1_00_000, 12, 1, 8_885, 1_06_619],
  ])('%i at %f %% for %i years: %i a month, %i in all', (p, rate, years, monthly, total) => {
    const result = emi(p, rate, years)!;
    expect(result.monthly).toBe(monthly);
    expect(result.totalPaid).toBe(total);
    expect(result.totalInterest).toBe(total - p);
  });

  it('totals are the monthly payment times the months, unrounded first', () => {
    const result = emi(50_00_000, 8.5, 20)!;
    expect(result.totalPaid).toBe(1_04_13_879);
    expect(result.totalInterest).toBe(54_13_879);
    expect(result.monthlyRatePercent).toBeCloseTo(0.70833, 5);
  });

  it('a zero rate divides the loan evenly', () => {
    expect(emi(12_00_000, 0, 10)).toMatchObject({ monthly: 10_000, totalPaid: 12_00_000, totalInterest: 0 });
  });

  it.each([
    [0, 8.5, 20],
    [-1, 8.5, 20],
    [Number.NaN, 8.5, 20],
    [50_00_000, -1, 20],
    [50_00_000, Number.NaN, 20],
    [50_00_000, 8.5, 0],
    [50_00_000, 8.5, Number.NaN],
    [Number.POSITIVE_INFINITY, 8.5, 20],
  ])('is null for %f, %f, %f', (p, rate, years) => {
    expect(emi(p, rate, years)).toBeNull();
  });
});

describe('loanShare and defaultLoan', () => {
  it.each([
    [10_00_000, 0.9, 9_00_000],
    [30_00_000, 0.9, 27_00_000],
    [30_00_001, 0.8, 24_00_001],
    [75_00_000, 0.8, 60_00_000],
    [75_00_001, 0.75, 56_25_001],
    [2_50_00_000, 0.75, 1_87_50_000],
  ])('a price of %i: %f of it, %i', (price, share, loan) => {
    expect(loanShare(price)).toBe(share);
    expect(defaultLoan(price)).toBe(loan);
  });
});
