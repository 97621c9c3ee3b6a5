'use client';

import { useId, useState } from 'react';
import { emi } from '@/lib/emi';
import { formatRupees, formatRupeesCompact } from '@/lib/format';
import type { EmiDefaults } from '@/lib/listings/detail-view';
import type { Lang } from '@/lib/i18n/config';
import { fill } from '@/lib/i18n/fill';
import type { EmiWords } from '@/models/emi-words';

/** A field's number; blank is no number (Number('') would be 0). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4 });
const input = 'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 tabular';

interface SliderProps {
  id: string;
  label: string;
  value: string;
  min: number;
  max: number;
  step: number;
  /** Coarser steps for the slider than for the typed field. */
  sliderStep: number;
  valueText: string;
  /** The value as people read it, beside the label ('₹93,75,000'). */
  shown?: string;
  onChange: (value: string) => void;
}

/** A typed field and a slider for one input, sharing its label. */
function Slider({ id, label, value, min, max, step, sliderStep, valueText, shown, onChange }: SliderProps) {
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-2">
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        {shown ? <span aria-hidden="true" className="tabular text-sm text-neutral-600">{shown}</span> : null}
      </div>
      <input id={id} type="number" inputMode="decimal" min={min} max={max} step={step} value={value} onChange={(e) => onChange(e.target.value)} className={input} />
      <input
        type="range"
        aria-labelledby={`${id}-label`}
        aria-valuetext={valueText}
        min={min}
        max={max}
        step={sliderStep}
        value={Number(value) || 0}
        onChange={(e) => onChange(e.target.value)}
        className="mt-2 h-11 w-full accent-brand"
      />
    </div>
  );
}

/**
 * The EMI estimate: server-rendered with the defaults (it reads right without JavaScript), live as
 * the fields and sliders change once hydrated. No form: there is nothing to submit.
 */
export function EmiEstimate({ defaults, words: T, lang }: { defaults: EmiDefaults; words: EmiWords; lang: Lang }) {
  const id = useId();
  const [amount, setAmount] = useState(String(defaults.amount));
  const [rate, setRate] = useState(String(defaults.ratePercent));
  const [years, setYears] = useState(String(defaults.years));
  const result = emi(num(amount), num(rate), num(years));
  const paid = result ? result.totalPaid : 0;
  const principalPercent = result && paid > 0 ? Math.round(((paid - result.totalInterest) / paid) * 1000) / 10 : 100;
  const ids = { amount: `${id}-amount`, rate: `${id}-rate`, years: `${id}-years` };

  return (
    <section aria-labelledby="emi-heading" className="below-fold rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6" data-testid="emi">
      <h2 id="emi-heading" className="text-xl font-bold text-neutral-900">
        {T.heading[defaults.loan]}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{fill(T.intro, { share: `${defaults.sharePercent} %` })}</p>

      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <Slider id={ids.amount} label={T.amount} value={amount} min={0} max={defaults.price} step={1} sliderStep={10_000}
          valueText={formatRupees(Number(amount)) ?? ''} shown={formatRupees(num(amount)) ?? undefined} onChange={setAmount} />
        <Slider id={ids.rate} label={T.rate} value={rate} min={0} max={Math.max(15, defaults.ratePercent)} step={0.05} sliderStep={0.05}
          valueText={`${rate} %`} onChange={setRate} />
        <Slider id={ids.years} label={T.years} value={years} min={1} max={defaults.maxYears} step={1} sliderStep={1}
          valueText={years} onChange={setYears} />
      </div>

      {result ? (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="col-span-2 rounded-xl bg-brand-tint/60 p-4 sm:col-span-1">
              <dt className="text-sm text-neutral-700">{T.monthly}</dt>
              <dd className="tabular text-2xl font-bold text-neutral-900">
                <output htmlFor={`${ids.amount} ${ids.rate} ${ids.years}`} data-testid="emi-monthly">
                  {formatRupees(result.monthly)}
                </output>{' '}
                <span className="text-sm font-normal text-neutral-600">{T.perMonth}</span>
              </dd>
            </div>
            <div className="rounded-xl border border-neutral-200 p-4">
              <dt className="text-sm text-neutral-700">{T.interest}</dt>
              <dd className="tabular text-xl font-semibold text-neutral-900" data-testid="emi-interest">{formatRupeesCompact(result.totalInterest, lang)}</dd>
            </div>
            <div className="rounded-xl border border-neutral-200 p-4">
              <dt className="text-sm text-neutral-700">{T.total}</dt>
              <dd className="tabular text-xl font-semibold text-neutral-900" data-testid="emi-total">{formatRupeesCompact(result.totalPaid, lang)}</dd>
            </div>
          </dl>
          {/* Loan against interest in the total paid; the figures above say it in words. */}
          <div aria-hidden="true" className="mt-4 flex h-3 overflow-hidden rounded-full bg-amber-300">
            <span className="h-full bg-brand" style={{ width: `${principalPercent}%` }} />
          </div>
          <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-neutral-700">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-full bg-brand" />
              {T.principal} {formatRupeesCompact(Number(amount), lang)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-full bg-amber-300" />
              {T.interest} {formatRupeesCompact(result.totalInterest, lang)}
            </span>
          </p>
          <p className="mt-4 text-sm text-neutral-700">
            <code className="font-mono text-neutral-900">{T.formula}</code>
            <br />
            <span data-testid="emi-inputs">
              {fill(T.inputs, { p: formatRupees(Number(amount)) ?? '', rate, monthlyRate: PERCENT.format(result.monthlyRatePercent), n: result.months })}
            </span>
          </p>
        </>
      ) : (
        <p className="mt-5 text-sm text-red-700" role="alert">
          {T.invalid}
        </p>
      )}
      <noscript>
        <p className="mt-3 text-sm text-neutral-600">{T.noScript}</p>
      </noscript>
    </section>
  );
}
