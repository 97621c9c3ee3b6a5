import { Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { ADMIN_KINDS } from '@/components/admin/admin-kinds';
import { recentEvents } from '@/lib/listings';
import { KINDS, type KindId } from '@/models/kinds';
import { relativeTime } from './relative-time';

const ICONS = { created: Plus, updated: Pencil, deleted: Trash2 } as const;
const COLOURS = { created: 'bg-green-50 text-green-800', updated: 'bg-blue-50 text-blue-800', deleted: 'bg-red-50 text-red-800' };

/** The latest real listing changes, newest first. */
export async function RecentActivity() {
  const events = await recentEvents(8);
  // One clock per request, so every row is measured from the same moment.
  // eslint-disable-next-line react-hooks/purity -- a server component renders once per request
  const now = Date.now();
  return (
    <section aria-labelledby="recent-title" className="rounded-xl border border-neutral-200 bg-white">
      <h2 id="recent-title" className="border-b border-neutral-200 px-4 py-3 text-base font-semibold text-neutral-900">
        Recent Activity
      </h2>
      {events.length === 0 ? (
        <p className="px-4 py-6 text-sm text-neutral-600">No listing changes yet. Added, updated and deleted listings appear here.</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {events.map((event) => {
            const kind = KINDS[event.kind as KindId];
            const Icon = ICONS[event.action];
            return (
              <li key={event.id} className="flex items-start gap-3 px-4 py-3">
                <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${COLOURS[event.action]}`}>
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  {kind && event.action !== 'deleted' ? (
                    <Link href={ADMIN_KINDS[kind.id].editPath(event.listingId)} className="line-clamp-2 font-medium text-neutral-900 hover:text-brand hover:underline">
                      {event.title}
                    </Link>
                  ) : (
                    <p className="line-clamp-2 font-medium text-neutral-900">{event.title}</p>
                  )}
                  <p className="text-sm text-neutral-600">
                    {kind?.label ?? event.kind} {event.action} ·{' '}
                    <time dateTime={event.at} title={new Date(event.at).toLocaleString('en-IN')}>
                      {relativeTime(event.at, now)}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
