'use client';

import { PageLink as Link } from '@/components/ui/page-link';
import { Icon } from '@/components/ui/icon';
import { SIMILAR_LINK } from './similar-link';

/**
 * The 'Similar …' heading and its link to the list. A client component for its payload: three
 * strings instead of the elements with their classes.
 */
export function SimilarHeading({ title, viewAll, href }: { title: string; viewAll: string; href: string }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 id="similar-heading" className="text-2xl font-bold text-neutral-900">
        {title}
      </h2>
      <Link href={href} className={SIMILAR_LINK}>
        {viewAll}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </div>
  );
}

/** While the similar listings load (a first render; cached pages have them). */
export function SimilarLoadingText({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-2xl bg-neutral-50 py-10 text-center text-neutral-600">
      {text}
    </p>
  );
}
