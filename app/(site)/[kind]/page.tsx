import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListPage } from '@/components/listings/list-page';
import { listMetadata } from '@/lib/listings/seo';
import { KIND_IDS, KINDS, kindBySlug } from '@/models/kinds';

// The plain list, rendered at build and cached; writes to its kind re-render it (lib/cache.ts).
// The time-based revalidate is only a backstop. Filtered and later pages: ./f/[filter].
export const revalidate = 3600;
export const dynamicParams = false;

type Props = { params: Promise<{ kind: string }> };

export function generateStaticParams() {
  return KIND_IDS.map((id) => ({ kind: KINDS[id].slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = kindBySlug((await params).kind);
  return kind ? listMetadata(kind, new URLSearchParams()) : {};
}

export default async function Page({ params }: Props) {
  const kind = kindBySlug((await params).kind);
  if (!kind) notFound();
  return <ListPage kind={kind} params={new URLSearchParams()} />;
}
