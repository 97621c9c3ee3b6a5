import { PageNotFound } from '@/components/site/page-not-found';

/*
 * Rendered only if the root layout itself calls notFound(), which it never does: unknown addresses
 * get app/global-not-found.tsx and pages get app/(site)/not-found.tsx. It exists because without
 * it Next puts its own default 404 element (inline styles, about 1 kB) into every page's payload;
 * this one is a reference to a client component, a few bytes.
 */
export default function RootNotFound() {
  return <PageNotFound />;
}
