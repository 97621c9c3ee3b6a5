/**
 * Loan estimates with the standard reducing-balance formula. Pure, and small enough to ship to the
 * browser: the EMI estimate on detail pages recomputes with it as the inputs change.
 */

/** The share of the price banks usually lend (RBI's loan-to-value caps): 90 % to ₹30 L, 80 % to ₹75 L, else 75 %. */
export function loanShare(price: number): number {
  if (price <= 30_00_000) return 0.9;
  if (price <= 75_00_000) return 0.8;
  return 0.75;
}

/** The default loan amount for a price, to the rupee. */
export const defaultLoan = (price: number) => Math.round(price * loanShare(price));

export interface Emi {
  /** Rounded to the rupee, as banks quote it. */
  monthly: number;
  totalInterest: number;
  totalPaid: number;
  months: number;
  /** Monthly rate in percent: the formula's r. */
  monthlyRatePercent: number;
}

/** EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate and n the months; null for inputs ≤ 0. */
export function emi(principal: number, annualRatePercent: number, years: number): Emi | null {
  const months = Math.round(years * 12);
  if (!(principal > 0) || !(annualRatePercent >= 0) || !(months > 0) || !Number.isFinite(principal + annualRatePercent)) return null;
  const r = annualRatePercent / 12 / 100;
  const exact = r === 0 ? principal / months : (principal * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const totalPaid = Math.round(exact * months);
  return {
    monthly: Math.round(exact),
    totalPaid,
    totalInterest: totalPaid - Math.round(principal),
    months,
    monthlyRatePercent: annualRatePercent / 12,
  };
}
