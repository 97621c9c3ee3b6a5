'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useTransition } from 'react';
import { Icon } from '@/components/ui/icon';
import { FLAG_FILTERS, type ListValues, orderedParams } from '@/models/list-url';
import { fill } from '@/lib/i18n/fill';
import type { AreaUnit } from '@/models/parse/area';
import type { FilterWords, FormSelect } from './list-params';

export interface SortOption {
  value: string;
  label: string;
}

interface Props {
  slug: string;
  /** The list's address in the page's language ('/villas', '/ta/villas'). */
  path: string;
  /** The kind's plural in the page's language, lower case where the language has case. */
  plural: string;
  selects: FormSelect[];
  /** SORTS from models/sorts, passed in as plain data. */
  sorts: readonly SortOption[];
  /** The list's current (canonical) values. */
  values: ListValues;
  /** Units the area range may be given in (the kind's area field's). */
  areaUnits: readonly AreaUnit[];
  /** The form's words in the page's language (sort labels are in `sorts`). */
  words: FilterWords;
}

const control =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-orange-500';
const labelText = 'mb-1 block text-sm font-medium text-neutral-700';

/** Number fields of the form: prices in whole rupees, areas in the unit chosen beside them. */
const NUMBER_FILTERS = [
  { name: 'minPrice', id: 'min', decimal: false },
  { name: 'maxPrice', id: 'max', decimal: false },
  { name: 'minArea', id: 'min-area', decimal: true },
  { name: 'maxArea', id: 'max-area', decimal: true },
] as const;

/**
 * A GET form to the list's own address: without JavaScript it submits as is and the server drops
 * the empty fields; with it, the URL holds only the filters in use and the new results replace the
 * old ones without a full reload.
 */
export function FilterForm({ slug, path, plural, selects, sorts, values, areaUnits, words }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const moreActive = [...selects.map((f) => f.name), 'minPrice', 'maxPrice', 'minArea', 'maxArea', ...FLAG_FILTERS].some(
    (k) => values[k as keyof ListValues],
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const qs = orderedParams([...data.entries()].map(([k, v]) => [k, String(v)] as [string, string])).toString();
    startTransition(() => router.push(qs ? `${path}?${qs}` : path, { scroll: false }));
  }

  return (
    <form action={path} method="get" onSubmit={submit} role="search" aria-label={fill(words.filter, { plural })} aria-busy={pending} className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5">
      {/* New filters keep the map view the visitor is on. */}
      {values.view ? <input type="hidden" name="view" value={values.view} /> : null}
      <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_14rem_auto] sm:gap-3">
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <label htmlFor={`${slug}-q`} className={labelText}>
            {fill(words.search, { plural })}
          </label>
          <div className="relative">
            <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500" />
            <input id={`${slug}-q`} name="q" type="search" defaultValue={values.q} placeholder={words.placeholder} maxLength={100} className={`${control} pl-9`} />
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${slug}-sort`} className={labelText}>
            {words.sortBy}
          </label>
          <select id={`${slug}-sort`} name="sort" defaultValue={values.sort || 'newest'} className={control}>
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="min-h-11 shrink-0 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark disabled:opacity-70 sm:px-6">
          {pending ? words.searching : words.submit}
        </button>
      </div>

      <details open={moreActive} className="group mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg text-sm font-semibold text-brand select-none hover:text-brand-dark">
          <Icon name="sliders-horizontal" className="size-4" />
          {words.moreFilters}
        </summary>
        <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {selects.map((f) => (
            <div key={f.name}>
              <label htmlFor={`${slug}-${f.name}`} className={labelText}>
                {f.label}
              </label>
              <select id={`${slug}-${f.name}`} name={f.name} defaultValue={values[f.name] ?? ''} className={control}>
                <option value="">{words.any}</option>
                {f.options.map((o) => {
                  const [value, label] = typeof o === 'string' ? [o, o] : o;
                  return (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  );
                })}
              </select>
            </div>
          ))}
          {NUMBER_FILTERS.map((f) => (
            <div key={f.name}>
              <label htmlFor={`${slug}-${f.id}`} className={labelText}>
                {words[f.name]}
              </label>
              <input id={`${slug}-${f.id}`} name={f.name} type="number" inputMode={f.decimal ? 'decimal' : 'numeric'} min={0} step={f.decimal ? 'any' : undefined}
                defaultValue={values[f.name]} placeholder={f.name.startsWith('min') ? words.noMin : words.noMax} className={control} />
            </div>
          ))}
          <div>
            <label htmlFor={`${slug}-area-unit`} className={labelText}>
              {words.areaUnit}
            </label>
            <select id={`${slug}-area-unit`} name="areaUnit" defaultValue={values.areaUnit ?? areaUnits[0]} className={control}>
              {areaUnits.map((u) => (
                <option key={u} value={u}>
                  {words.units[u]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {FLAG_FILTERS.map((name) => (
            <label key={name} className="inline-flex min-h-11 items-center gap-2 text-sm text-neutral-800">
              <input type="checkbox" name={name} value="1" defaultChecked={values[name] === '1'} className="size-5 accent-brand" />
              {words[name]}
            </label>
          ))}
        </div>
      </details>
    </form>
  );
}
