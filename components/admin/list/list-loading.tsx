import { ADMIN_KINDS } from '@/components/admin/admin-kinds';
import type { KindId } from '@/models/kinds';

/** Shown while a list streams in ('Loading homes...'). */
export function ListLoading({ kindId }: { kindId: KindId }) {
  return (
    <div className="mx-auto max-w-6xl" role="status">
      <p className="mb-5 text-neutral-700">{ADMIN_KINDS[kindId].list.loading}</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-72 animate-pulse rounded-xl bg-neutral-200" />
        ))}
      </div>
    </div>
  );
}
