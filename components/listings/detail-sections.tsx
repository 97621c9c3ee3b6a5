import { Icon, type IconName } from '@/components/ui/icon';
import type { DetailView } from '@/lib/listings/detail-view';
import type { InfoRow, ListSection, Tile } from '@/lib/listings/view';

export const card = 'rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6';
export const h2 = 'text-xl font-bold text-neutral-900';

export function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-xl border border-neutral-200 bg-brand-tint/60 p-4">
          <dt className="text-xs font-medium tracking-wide text-neutral-600 uppercase">{t.label}</dt>
          <dd className="tabular mt-1 text-base font-semibold break-words text-neutral-900">
            {t.value}
            {t.also ? (
              <span className="block text-sm font-normal text-neutral-600">
                <span className="sr-only"> · </span>
                {t.also}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function About({ heading, text, lang }: { heading: string; text: string; lang?: string }) {
  return (
    <section className={card} aria-labelledby="about-heading">
      <h2 id="about-heading" className={h2}>
        {heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-neutral-700" lang={lang}>
        {text.split(/\n{2,}/).map((para, i) => (
          <p key={i} className="whitespace-pre-line">
            {para}
          </p>
        ))}
      </div>
    </section>
  );
}

export function InfoGrid({ heading, rows }: { heading: string; rows: InfoRow[] }) {
  return (
    <section className={`below-fold ${card}`} aria-labelledby="info-heading">
      <h2 id="info-heading" className={h2}>
        {heading}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-8 sm:grid-cols-2" data-testid="info-grid">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 border-b border-neutral-100 py-3">
            <dt className="text-neutral-600">{row.label}</dt>
            <dd className="tabular text-right font-semibold text-neutral-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const LIST_ICONS: Record<ListSection['name'], IconName> = { features: 'circle-check', amenities: 'sparkles', approvals: 'file-check' };

export function ListBlock({ section, lang }: { section: ListSection; lang?: string }) {
  const icon = LIST_ICONS[section.name];
  const id = `${section.name}-heading`;
  return (
    <section className={`below-fold ${card}`} aria-labelledby={id}>
      <h2 id={id} className={h2}>
        {section.title}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2" lang={lang}>
        {section.items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-neutral-700">
            <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-brand" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What has been checked of the property's papers; a missing item says so in plain words. */
export function DocumentsPanel({ documents }: { documents: DetailView['documents'] }) {
  return (
    <section className={`below-fold ${card}`} aria-labelledby="documents-heading" data-testid="documents-panel">
      <h2 id="documents-heading" className={h2}>
        {documents.heading}
      </h2>
      <p className="mt-2 text-sm text-neutral-600">{documents.intro}</p>
      <dl className="mt-4 divide-y divide-neutral-100">
        {documents.items.map((item) => (
          <div key={item.key} className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <dt>
              <span className="font-medium text-neutral-900">{item.label}</span>
              <span className="block text-sm text-neutral-600">{item.help}</span>
            </dt>
            <dd className={`tabular break-words ${item.value ? 'font-semibold text-neutral-900' : 'text-neutral-600 italic'}`}>
              {item.value ?? documents.notProvided}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
