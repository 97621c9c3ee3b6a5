import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListPage } from '@/components/listings/list-page';
import type { Lang } from '@/lib/i18n/config';
import { decodeFilter } from '@/lib/listings/filter-segment';
import { listMetadata } from '@/lib/listings/seo';
import { KIND_IDS, KINDS, kindBySlug } from '@/models/kinds';

/**
 * The list pages of both languages: '/villas' and '/ta/villas' (plain, rendered at build), and
 * '/villas?bedrooms=3' and '/ta/villas?bedrooms=3', which proxy.ts rewrites to '…/f/<segment>'.
 */
export type ListProps = { params: Promise<{ kind: string; filter?: string }> };

export const listStaticParams = () => KIND_IDS.map((id) => ({ kind: KINDS[id].slug }));

async function resolve({ params }: ListProps) {
  const { kind: slug, filter } = await params;
  const kind = kindBySlug(slug);
  const query = kind ? (filter === undefined ? new URLSearchParams() : decodeFilter(kind, filter)) : null;
  return kind && query ? { kind, query } : null;
}

export async function listRouteMetadata(props: ListProps, lang: Lang): Promise<Metadata> {
  const found = await resolve(props);
  return found ? listMetadata(found.kind, found.query, lang) : {};
}

export async function ListRoute({ props, lang }: { props: ListProps; lang: Lang }) {
  const found = await resolve(props);
  if (!found) notFound();
  return <ListPage kind={found.kind} params={found.query} lang={lang} />;
}
