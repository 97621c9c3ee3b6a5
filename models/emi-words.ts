/**
 * Interface words of the EMI estimate, as templates with {placeholders} (lib/i18n/fill.ts): the
 * English dictionary's `emi` section, which the Tamil one mirrors key for key. The page hands the
 * estimate its language's section, so list pages ship none of it.
 */
export const EMI_WORDS = {
  heading: { home: 'Home loan EMI', land: 'Land loan EMI' },
  intro: "An estimate with the loan at {share} of the price, as banks usually lend. Your bank's offer decides.",
  amount: 'Loan amount (₹)',
  rate: 'Interest rate (% a year)',
  years: 'Tenure (years)',
  monthly: 'Monthly payment (EMI)',
  perMonth: 'a month',
  interest: 'Total interest',
  total: 'Total paid',
  principal: 'Loan',
  formula: 'EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)',
  inputs: 'P = {p} (loan), r = {rate} % ÷ 12 = {monthlyRate} % a month, n = {n} months',
  noScript: 'These figures use the defaults above. Turn on JavaScript to change the amount, rate and tenure.',
  invalid: 'Enter a loan amount, a rate and a tenure above zero.',
};

export type EmiWords = typeof EMI_WORDS;
