import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { FilterForm, FilterFormFromUrl } from '@/components/listings/filter-form';
import { ErrorState, EmptyState } from '@/components/listings/list-states';
import { ListingGrid } from '@/components/listings/listing-grid';
import { ListingResults, SERVER_RESULTS_ID } from '@/components/listings/listing-results';
import { Pagination } from '@/components/listings/pagination';
import { ReloadButton } from '@/components/listings/reload-button';
import { listListings, type ListingPage } from '@/lib/listings';
import { listMetadata } from '@/lib/listings/seo';
import { displayOf } from '@/lib/listings/view';
import { KIND_IDS, KINDS, kindBySlug } from '@/models/kinds';
import { listQuerySchema, SORTS } from '@/models/query';
import { IconDefs } from '@/components/ui/icon-defs';

// Static and cached: the first page is rendered here, filters and later pages are fetched by
// ListingResults in the browser, so this never reads searchParams. Writes revalidate the whole
// site (lib/cache.ts); the time-based revalidate is only a backstop.
export const revalidate = 300;
export const dynamicParams = false;

type Props = { params: Promise<{ kind: string }> };

export function generateStaticParams() {
  return KIND_IDS.map((id) => ({ kind: KINDS[id].slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = kindBySlug((await params).kind);
  return kind ? listMetadata(kind) : {};
}

async function firstPage(kind: NonNullable<ReturnType<typeof kindBySlug>>): Promise<ListingPage | Error> {
  try {
    return await listListings(kind, listQuerySchema.parse({}));
  } catch (err) {
    console.error(`Listing ${kind.slug} failed`, err);
    return err instanceof Error ? err : new Error(String(err));
  }
}

export default async function ListPage({ params }: Props) {
  const kind = kindBySlug((await params).kind);
  if (!kind) notFound();
  const text = displayOf(kind);
  const page = await firstPage(kind);
  const sorts = SORTS.map(({ value, label }) => ({ value, label }));

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6 sm:py-12">
      <IconDefs />
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{text.listHeading}</h1>
        <p className="mt-2 max-w-2xl text-neutral-600">{text.listIntro}</p>
      </header>

      <div className="mb-8">
        <Suspense fallback={<FilterForm kind={kind} values={{}} sorts={sorts} />}>
          <FilterFormFromUrl kind={kind} sorts={sorts} />
        </Suspense>
      </div>

      <Suspense fallback={null}>
        <ListingResults kind={kind} />
      </Suspense>

      <section id={SERVER_RESULTS_ID} aria-label={`All ${kind.plural.toLowerCase()}`}>
        {page instanceof Error ? (
          <ErrorState heading={text.error.heading} text={text.error.text(page.message)} retry={<ReloadButton />} />
        ) : page.total === 0 ? (
          <EmptyState title={text.empty.title} text={text.empty.text} action={text.empty.action} />
        ) : (
          <>
            <p className="mb-4 text-sm text-neutral-600">
              {page.total} {page.total === 1 ? kind.label.toLowerCase() : kind.plural.toLowerCase()} listed
            </p>
            <ListingGrid items={page.items} kind={kind} priorityCount={3} />
            <Pagination path={`/${kind.slug}`} page={1} totalPages={page.totalPages} />
          </>
        )}
      </section>
    </div>
  );
}
