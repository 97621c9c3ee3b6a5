import type { LocalityWords } from '@/lib/i18n/dictionaries/locality-words.en';
import { formatCount, formatRupees, formatRupeesCompact } from '@/lib/format';
import { fill } from '@/lib/i18n/fill';
import type { Lang } from '@/lib/i18n/config';
import type { KindStats, LocalityStats } from '@/lib/localities/stats';

export interface GlanceWords {
  words: LocalityWords;
  /** The kinds' names in the page's language ('villa' / 'villas'). */
  kinds: Record<string, { one: string; many: string }>;
}

const money = (n: number | null, lang: Lang) => (n === null ? null : formatRupeesCompact(n, lang));

/** '₹50 L – ₹1.2 Cr', one price once, or null without prices. */
export function priceSpan(min: number | null, max: number | null, lang: Lang): string | null {
  if (min === null || max === null) return null;
  return min === max ? money(min, lang) : `${money(min, lang)} – ${money(max, lang)}`;
}

const countOf = (n: number, names: { one: string; many: string }) => `${formatCount(n)} ${n === 1 ? names.one : names.many}`;

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-neutral-100 py-2 first:border-t-0">
      <dt className="text-sm text-neutral-600">{term}</dt>
      <dd className="tabular font-semibold text-neutral-900">{value}</dd>
    </div>
  );
}

function KindCard({ stats, lang, text }: { stats: KindStats; lang: Lang; text: GlanceWords }) {
  const { words } = text;
  const names = text.kinds[stats.kind];
  const rate = (n: number | null | undefined) => (n === null || n === undefined ? words.notEnough : formatRupees(Math.round(n))!);
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-neutral-900">{countOf(stats.count, names)}</h3>
      <dl className="mt-2">
        <Fact term={words.priceRange} value={priceSpan(stats.minPrice, stats.maxPrice, lang) ?? words.noPrice} />
        <Fact term={words.perSqft} value={rate(stats.perSqft)} />
        {stats.perCent !== undefined ? <Fact term={words.perCent} value={stats.perCent === null ? words.notEnough : formatRupeesCompact(Math.round(stats.perCent), lang)!} /> : null}
      </dl>
    </li>
  );
}

/** A locality's figures: all listings first, then one card per kind. */
export function LocalityGlance({ stats, place, lang, text }: { stats: LocalityStats; place: string; lang: Lang; text: GlanceWords }) {
  const { words } = text;
  return (
    <section aria-labelledby="glance-heading" className="mb-10">
      <h2 id="glance-heading" className="text-xl font-bold text-neutral-900 sm:text-2xl">
        {fill(words.glance, { place })}
      </h2>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-1">
        <div>
          <dt className="text-sm text-neutral-600">{words.listed}</dt>
          <dd className="tabular text-2xl font-bold text-neutral-900">{formatCount(stats.count)}</dd>
        </div>
        <div>
          <dt className="text-sm text-neutral-600">{words.priceRange}</dt>
          <dd className="tabular text-2xl font-bold text-brand-dark">{priceSpan(stats.minPrice, stats.maxPrice, lang) ?? words.noPrice}</dd>
        </div>
      </dl>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stats.kinds.map((k) => (
          <KindCard key={k.kind} stats={k} lang={lang} text={text} />
        ))}
      </ul>
      <p className="mt-3 max-w-3xl text-sm text-neutral-600">{words.note}</p>
    </section>
  );
}

/** '3 villas and 2 plots' / '3 வில்லாக்கள் மற்றும் 2 மனைகள்', for the description. */
export function kindsInWords(stats: LocalityStats, text: GlanceWords): string {
  const parts = stats.kinds.map((k) => countOf(k.count, text.kinds[k.kind]));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${text.words.and} ${parts.at(-1)}` : (parts[0] ?? '');
}
