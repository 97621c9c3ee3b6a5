import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { KIND_ORDER, type Slug } from '@/models/kind-names';
import { KIND_ICONS } from './kind-icons';
import { SectionHeading } from './section-heading';

const BLURBS: Record<Slug, string> = {
  villas: 'Independent and gated-community villas with gardens, car parks and clubhouse access, ready to move or nearing handover.',
  plots: 'DTCP and panchayat-approved residential and commercial plots with clear titles, from SIPCOT to Bagalur Road.',
  homes: 'Independent houses and apartments close to schools, hospitals and the Bengaluru highway, for families and first-time buyers.',
};

/** 'Find Your Perfect Property': one card per kind, each opening its list. */
export function FindProperty() {
  return (
    <section aria-labelledby="find-title" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="find-title" eyebrow="What we offer" title="Find Your Perfect Property">
        Every property we list has been visited by our team and its papers checked before it reaches you.
      </SectionHeading>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {KIND_ORDER.map((kind) => {
                    return (
            <li key={kind.slug}>
              <Link
                href={`/${kind.slug}`}
                className="group flex h-full flex-col rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md motion-reduce:transform-none"
              >
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-tint text-brand">
                  <Icon name={KIND_ICONS[kind.slug]} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-neutral-900">{kind.plural}</h3>
                <p className="mt-2 flex-1 text-neutral-700">{BLURBS[kind.slug]}</p>
                <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-brand">
                  Browse {kind.plural.toLowerCase()}
                  <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
