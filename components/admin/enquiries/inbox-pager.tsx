import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { inboxHref, type InboxQuery } from './inbox-href';
import { T } from './texts';

/** Previous and next pages of a filtered inbox, as links. */
export function InboxPager({ query, pages }: { query: InboxQuery; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={T.pages} className="flex items-center justify-between gap-2">
      {query.page > 1 ? (
        <Link href={inboxHref(query, query.page - 1)} className={buttonClass('secondary')} rel="prev">
          {T.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-neutral-700">{T.page(query.page, pages)}</p>
      {query.page < pages ? (
        <Link href={inboxHref(query, query.page + 1)} className={buttonClass('secondary')} rel="next">
          {T.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
