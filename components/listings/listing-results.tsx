'use client';

import { Loader2 } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { displayOf } from '@/lib/listings/view';
import type { KindDef } from '@/models/kinds';
import type { ListingSummary } from '@/models/listing';
import { activeParams } from './list-params';
import { ErrorState, NoMatches, retryClass } from './list-states';
import { ListingGrid } from './listing-grid';
import { Pagination } from './pagination';

// Results remember the query they answer; any other query reads as loading, without a state reset.
type Result =
  | { state: 'error'; key: string; message: string }
  | { state: 'loaded'; key: string; items: ListingSummary[]; page: number; totalPages: number; total: number };

interface ApiBody {
  success?: boolean;
  message?: string;
  data?: ListingSummary[];
  pagination?: { page: number; totalPages: number; total: number };
}

export const SERVER_RESULTS_ID = 'listing-server-results';

async function load(slug: string, query: string, signal: AbortSignal) {
  const res = await fetch(`/api/${slug}?${query}`, { signal, headers: { accept: 'application/json' } });
  const body = (await res.json().catch(() => null)) as ApiBody | null;
  if (!res.ok) throw new Error(body?.message || `HTTP error! status: ${res.status}`);
  if (!body?.success || !Array.isArray(body.data)) throw new Error(body?.message || `Failed to fetch ${slug}`);
  return body;
}

/**
 * Filtered or later pages. The page itself is static (it never reads searchParams on the server),
 * so when the URL holds filters this fetches them from the API and hides the server-rendered first page.
 */
export function ListingResults({ kind }: { kind: KindDef }) {
  const search = useSearchParams();
  const query = activeParams(search).toString();
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);
  const text = displayOf(kind);
  const plural = kind.plural.toLowerCase();

  // While these results stand in for the server-rendered first page, that page is hidden.
  useEffect(() => {
    const server = document.getElementById(SERVER_RESULTS_ID);
    if (!server || !query) return;
    server.hidden = true;
    return () => {
      server.hidden = false;
    };
  }, [query]);

  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const key = `${query}#${attempt}`;
    load(kind.slug, query, controller.signal)
      .then((body) =>
        setResult({
          state: 'loaded',
          key,
          items: body.data ?? [],
          page: body.pagination?.page ?? 1,
          totalPages: body.pagination?.totalPages ?? 1,
          total: body.pagination?.total ?? body.data?.length ?? 0,
        }),
      )
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', key, message: err instanceof Error ? err.message : String(err) });
      });
    return () => controller.abort();
  }, [kind.slug, query, attempt]);

  if (!query) return null;
  const current = result && result.key === `${query}#${attempt}` ? result : ({ state: 'loading' } as const);
  const params = new URLSearchParams(query);
  params.delete('page');

  return (
    <div>
      {current.state === 'loading' ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-neutral-600">
          <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Loading…
        </p>
      ) : current.state === 'error' ? (
        <ErrorState
          heading={text.error.heading}
          text={text.error.text(current.message)}
          retry={
            <button type="button" className={retryClass} onClick={() => setAttempt((n) => n + 1)}>
              Try Again
            </button>
          }
        />
      ) : current.items.length === 0 ? (
        <NoMatches text={`No ${plural} match these filters.`} clearHref={`/${kind.slug}`} />
      ) : (
        <>
          <p role="status" className="mb-4 text-sm text-neutral-600">
            {current.total} {current.total === 1 ? kind.label.toLowerCase() : plural} found
          </p>
          <ListingGrid items={current.items} kind={kind} priorityCount={3} label={`${kind.plural} matching your filters`} />
          <Pagination path={`/${kind.slug}`} page={current.page} totalPages={current.totalPages} params={params.toString()} />
        </>
      )}
    </div>
  );
}
