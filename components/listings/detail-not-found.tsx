'use client';

import { PageLink as Link } from '@/components/ui/page-link';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import { KIND_NAMES } from '@/models/kind-names';
import { DETAIL_NOT_FOUND } from '@/models/not-found-words';

/**
 * The detail pages' not-found view. not-found.tsx cannot see the route params, so the kind is
 * read from the path.
 */
export function DetailNotFound() {
  const slug = usePathname()?.split('/')[1] ?? '';
  const kind = Object.values(KIND_NAMES).find((k) => k.slug === slug);
  const view = kind ? { slug: kind.slug, ...DETAIL_NOT_FOUND[kind.id] } : undefined;
  const title = view?.title ?? 'Page Not Found';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Icon name="search-x" className="size-14 text-neutral-400" />
      <h1 className="text-3xl font-bold text-neutral-900">{title}</h1>
      <p className="text-neutral-600">{view?.text ?? "The page you're looking for doesn't exist."}</p>
      <Link
        href={view ? `/${view.slug}` : '/'}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
      >
        <Icon name="arrow-left" className="size-4" />
        {view?.back ?? 'Back to Home'}
      </Link>
    </div>
  );
}
