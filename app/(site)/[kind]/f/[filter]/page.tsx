import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListPage } from '@/components/listings/list-page';
import { decodeFilter } from '@/lib/listings/filter-segment';
import { listMetadata } from '@/lib/listings/seo';
import { kindBySlug } from '@/models/kinds';

// '/villas?bedrooms=3&page=2', rewritten here by proxy.ts with its canonical query in the path, so
// each filtered or later page is cached on its first request like any other page.
export const revalidate = 3600;

type Props = { params: Promise<{ kind: string; filter: string }> };

export function generateStaticParams(): { kind: string; filter: string }[] {
  return [];
}

async function resolve(props: Props) {
  const { kind: slug, filter } = await props.params;
  const kind = kindBySlug(slug);
  const params = kind ? decodeFilter(kind, filter) : null;
  return kind && params ? { kind, params } : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await resolve(props);
  return found ? listMetadata(found.kind, found.params) : {};
}

export default async function Page(props: Props) {
  const found = await resolve(props);
  if (!found) notFound();
  return <ListPage kind={found.kind} params={found.params} />;
}
