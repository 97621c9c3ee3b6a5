import { Building2, House, LandPlot, Plus } from 'lucide-react';
import Link from 'next/link';
import { ADMIN_KINDS } from '@/components/admin/admin-kinds';
import { KIND_IDS, KINDS } from '@/models/kinds';

const ICONS = { villa: Building2, plot: LandPlot, home: House } as const;

/** 'Add Villas', 'Add Plots', 'Add Houses' (SPEC §2). */
export function ActionCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {KIND_IDS.map((id) => {
        const Icon = ICONS[id];
        const kind = KINDS[id];
        return (
          <li key={id}>
            <Link
              href={ADMIN_KINDS[id].addPath}
              className="group flex h-full items-center gap-4 rounded-xl border border-neutral-200 bg-white p-4 hover:border-brand hover:shadow-sm"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-tint text-brand">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold text-neutral-900">Add {kind.plural}</span>
                <span className="block text-sm text-neutral-600">New {kind.label.toLowerCase()} listing</span>
              </span>
              <Plus className="size-5 text-neutral-500 group-hover:text-brand" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
