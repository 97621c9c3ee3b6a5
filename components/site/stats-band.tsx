import { Icon, type IconName } from '@/components/ui/icon';
import type { Lang } from '@/lib/i18n/config';
import type { HomeWords } from '@/lib/i18n/dictionaries/home-words.en';
import { fill } from '@/lib/i18n/fill';
import { site } from '@/lib/site-config';

const ICONS: IconName[] = ['building-2', 'indian-rupee', 'users', 'award'];

/** The 'SINCE 2010' badge and the four figures of SPEC §1. */
export function StatsBand({ words, lang }: { words: HomeWords['stats']; lang: Lang }) {
  // English shows the configured labels; another language its own, in site.stats' order.
  const labels = Object.values(words.labels);
  return (
    <section aria-labelledby="stats-title" className="relative z-10 mx-auto -mt-12 max-w-[1200px] px-4 sm:-mt-16 sm:px-6">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-xl sm:p-8">
        <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-between sm:text-left">
          <h2 id="stats-title" className="text-xl font-bold text-neutral-900 sm:text-2xl">
            {words.title}
          </h2>
          <span className="inline-flex items-center rounded-full bg-brand px-4 py-1.5 text-sm font-bold tracking-widest text-white">
            {fill(words.since, { year: site.since })}
          </span>
        </div>
        <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {site.stats.map((stat, i) => {
            const icon = ICONS[i] ?? 'award';
            return (
              <div key={stat.label} className="flex flex-col items-center rounded-xl bg-brand-tint px-3 py-5 text-center">
                {/* A dl group holds only dt and dd, and dt comes first: the icon rides in the dd, which is
                    shown above its label. */}
                <dt className="order-2 mt-1 text-sm text-neutral-700">{lang === 'en' ? stat.label : (labels[i] ?? stat.label)}</dt>
                <dd className="order-1 flex flex-col items-center">
                  <Icon name={icon} className="h-6 w-6 text-brand" />
                  <span className="tabular mt-2 text-2xl font-bold text-neutral-900 sm:text-3xl">{stat.value}</span>
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
