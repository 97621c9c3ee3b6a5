import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import type { EnquiryListing } from '@/lib/enquiries/listings';
import { INBOX_PATH, type InboxQuery } from './inbox-href';
import { SelectField, STATUS_OPTIONS } from './select-field';
import { T } from './texts';

/** Status and listing as a plain GET form: the filtered inbox is an address, and it works without JavaScript. */
export function InboxFilters({ query, listings }: { query: InboxQuery; listings: EnquiryListing[] }) {
  return (
    <form method="get" action={INBOX_PATH} aria-label={T.filters} className="flex flex-wrap items-end gap-3 rounded-xl border border-neutral-200 bg-white p-4">
      <div className="w-full sm:w-56">
        <SelectField id="inbox-status" name="status" label={T.status} defaultValue={query.status ?? ''} options={[{ value: '', label: T.anyStatus }, ...STATUS_OPTIONS]} />
      </div>
      <div className="w-full min-w-0 sm:w-72">
        <SelectField
          id="inbox-listing"
          name="listing"
          label={T.listing}
          defaultValue={query.listing ?? ''}
          options={[{ value: '', label: T.anyListing }, ...listings.map((l) => ({ value: l.id, label: l.title ?? `${T.deletedListing} (${l.id.slice(-6)})` }))]}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')}>
          {T.apply}
        </button>
        {(query.status || query.listing) && (
          <Link href={INBOX_PATH} className={buttonClass('ghost')}>
            {T.clear}
          </Link>
        )}
      </div>
    </form>
  );
}
