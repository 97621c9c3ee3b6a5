import { notFound } from 'next/navigation';
import { ErrorState, EmptyState, NoMatches } from '@/components/listings/list-states';
import { ListingGrid } from '@/components/listings/listing-grid';
import { Pagination } from '@/components/listings/pagination';
import { ReloadButton } from '@/components/listings/reload-button';
import { listPage } from '@/lib/listings/cached';
import { listPins, type ListPins } from '@/lib/listings/pins';
import type { ListingPage } from '@/lib/listings';
import { displayOf } from '@/lib/listings/view';
import { formatCount } from '@/lib/format';
import { type Lang, localizePath } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';
import { listingText } from '@/lib/i18n/listing-text-server';
import type { ListingText } from '@/lib/i18n/listing-text';
import type { KindDef } from '@/models/kinds';
import { hasFilters, listCaption, listHref, toListQuery, valuesOf, viewOf } from '@/models/list-url';
import { SORTS } from '@/models/sorts';
import { FilterForm } from './filter-form';
import { filterWords, formOptions, selectFilters } from './list-params';
import { ListMapPanel } from './list-map-panel';
import { ViewToggle } from './view-toggle';

async function load(kind: KindDef, params: URLSearchParams): Promise<ListingPage | Error> {
  try {
    return await listPage(kind, toListQuery(params));
  } catch (err) {
    console.error(`Listing ${kind.slug} failed`, err);
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** The map's pins; without them the list still shows, as on the list view. */
async function loadPins(kind: KindDef, params: URLSearchParams): Promise<ListPins | null> {
  try {
    return await listPins(kind, toListQuery(params));
  } catch (err) {
    console.error(`Pins of ${kind.slug} failed`, err);
    return null;
  }
}

/** Cards beside the map: two columns at most. */
const MAP_GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2';

const sortsIn = (labels: Record<string, string>) => SORTS.map(({ value }) => ({ value, label: labels[value] }));

/** The select filters with their labels and options in the page's language (values stay English). */
const translatedSelects = (kind: KindDef, tx: ListingText) =>
  selectFilters(kind).map((f) => ({ name: f.name, label: tx.field(f.name, f.label), options: formOptions(f.options.map((o) => ({ ...o, label: tx.value(o.label) }))) }));

/**
 * A list page exactly as its URL asks: filters, sort and page are read on the server, so a crawler,
 * a link preview or a phone without JavaScript gets the same page as everyone else.
 */
export async function ListPage({ kind, params, lang }: { kind: KindDef; params: URLSearchParams; lang: Lang }) {
  const text = displayOf(kind);
  const tx = listingText(lang);
  const words = tx.kind(kind.id);
  const ui = getDictionary(lang).ui;
  const names = ui.list.kinds[kind.id];
  const view = viewOf(params);
  const [page, pins] = await Promise.all([load(kind, params), view === 'map' ? loadPins(kind, params) : null]);
  const filtered = hasFilters(params);
  // A page past the last one is not a page (an empty list says so on page 1).
  if (!(page instanceof Error) && page.page > page.totalPages) notFound();
  const key = params.toString();
  const caption = listCaption(kind, params, true, tx.caption);
  const captionHeading = lang !== 'en' && filtered;

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6 sm:py-12">
      <header className="mb-6 sm:mb-8">
        {/* A filtered Tamil list says what it shows; English keeps its heading (the caption is its results heading). */}
        <h1 className={`text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl${captionHeading ? ' break-words' : ''}`}>
          {captionHeading ? caption : (words?.listHeading ?? text.listHeading)}
        </h1>
        <p className="mt-2 max-w-2xl text-neutral-600">{words?.listIntro ?? text.listIntro}</p>
      </header>

      <div className="mb-8">
        <FilterForm
          key={key}
          slug={kind.slug}
          path={localizePath(`/${kind.slug}`, lang)}
          plural={names.many}
          selects={translatedSelects(kind, tx)}
          sorts={sortsIn(ui.list.sorts)}
          values={valuesOf(params)}
          areaUnits={kind.fields.find((f) => f.name === 'area')?.units ?? ['sq.ft']}
          words={filterWords(ui.list)}
        />
      </div>

      <section aria-labelledby="results-heading">
        <h2 id="results-heading" className="sr-only">
          {caption}
        </h2>
        {page instanceof Error ? (
          <ErrorState heading={text.error.heading} text={text.error.text(page.message)} retry={<ReloadButton />} />
        ) : page.total === 0 && filtered ? (
          <NoMatches text={fill(ui.list.noMatches, { plural: names.many })} clearHref={localizePath(`/${kind.slug}`, lang)} />
        ) : page.total === 0 ? (
          <EmptyState title={words?.emptyTitle ?? text.empty.title} text={text.empty.text} action={text.empty.action} />
        ) : (
          <>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-neutral-600">
                {fill(filtered ? ui.list.found : ui.list.listed, { count: formatCount(page.total), what: page.total === 1 ? names.one : names.many })}
                {page.totalPages > 1 ? fill(ui.list.pageOf, { page: page.page, total: page.totalPages }) : ''}
              </p>
              <ViewToggle view={view} hrefs={{ list: localizePath(listHref(kind, params, undefined, 'list'), lang), map: localizePath(listHref(kind, params, undefined, 'map'), lang) }} words={ui.listMap} />
            </div>
            <div className={pins ? 'grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : undefined}>
              <div>
                <ListingGrid items={page.items} kind={kind} priorityCount={1} lang={lang} className={pins ? MAP_GRID : undefined} />
                <Pagination page={page.page} totalPages={page.totalPages} href={(n) => localizePath(listHref(kind, params, n), lang)} words={ui.pagination} />
              </div>
              {pins ? <ListMapPanel kind={kind} found={pins} lang={lang} tx={tx} plural={names.many} words={ui.listMap} /> : null}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
