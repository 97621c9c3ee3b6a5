import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';

interface Props {
  page: number;
  totalPages: number;
  /** The address of page n, with the list's filters and sort. */
  href: (n: number) => string;
  words: { label: string; previous: string; next: string; page: string };
}

function pagesToShow(page: number, total: number): (number | 'gap')[] {
  const wanted = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1] > 1) out.push('gap');
    out.push(n);
  });
  return out;
}

const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold tabular';
const idle = `${base} border border-neutral-300 bg-white text-neutral-800 hover:border-brand hover:text-brand`;

/** Page links with rel prev/next and aria-current. */
export function Pagination({ page, totalPages, href, words }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={words.label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={idle}>
          <Icon name="chevron-left" className="size-4" />
          <span className="max-sm:sr-only">{words.previous}</span>
        </Link>
      ) : null}
      {pagesToShow(page, totalPages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${base} bg-brand text-white`}>
            <span className="sr-only">{words.page}</span>
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} className={idle} rel={n === page + 1 ? 'next' : n === page - 1 ? 'prev' : undefined}>
            <span className="sr-only">{words.page}</span>
            {n}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link href={href(page + 1)} rel="next" className={idle}>
          <span className="max-sm:sr-only">{words.next}</span>
          <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
