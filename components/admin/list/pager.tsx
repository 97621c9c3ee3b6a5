import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

interface Props {
  path: string;
  page: number;
  totalPages: number;
  q?: string;
}

const href = (path: string, page: number, q?: string) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export function Pager({ path, page, totalPages, q }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link href={href(path, page - 1, q)} className={buttonClass('secondary')} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-neutral-700">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link href={href(path, page + 1, q)} className={buttonClass('secondary')} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
