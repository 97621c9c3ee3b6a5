import { ChevronRight, Inbox } from 'lucide-react';
import Link from 'next/link';
import { ENQUIRIES_PATH } from '@/components/admin/menu-items';
import { countNew } from '@/lib/enquiries';
import { formatCount } from '@/lib/format';

/** How many call-back and site-visit requests wait for the dealer, linking to the inbox's New ones. */
export async function NewEnquiries() {
  const count = await countNew();
  return (
    <Link
      href={count > 0 ? `${ENQUIRIES_PATH}?status=new` : ENQUIRIES_PATH}
      className="group flex items-center gap-4 rounded-xl border border-neutral-200 bg-white p-4 hover:border-brand hover:shadow-sm"
      data-testid="dashboard-enquiries"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-tint text-brand">
        <Inbox className="size-6" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-neutral-900">
          {count === 0 ? 'No new enquiries' : `${formatCount(count)} new ${count === 1 ? 'enquiry' : 'enquiries'}`}
        </span>
        <span className="block text-sm text-neutral-600">
          {count === 0 ? 'Call-back and site-visit requests: all answered. Open the inbox' : 'Call-back and site-visit requests waiting for a call'}
        </span>
      </span>
      <ChevronRight className="size-5 text-neutral-500 group-hover:text-brand" aria-hidden="true" />
    </Link>
  );
}
