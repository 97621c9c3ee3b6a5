import { HomeView } from '@/components/site/home-view';
import { pageMetadata } from '@/components/site/page-metadata';
import { cardView } from '@/lib/listings/card-view';
import { listPage } from '@/lib/listings/cached';
import { site } from '@/lib/site-config';
import { KIND_NAMES, KIND_ORDER } from '@/models/kind-names';
import { KINDS } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';

// Cached; a write to any listing re-renders it (lib/cache.ts). The time-based revalidate is a backstop.
export const revalidate = 3600;

export const metadata = pageMetadata({
  title: `${site.brand} | Villas, Plots and Houses for Sale in Hosur`,
  description: `Browse villas, plots and houses for sale in Hosur, Tamil Nadu. ${site.brand} has helped over 1000 families buy property since ${site.since}.`,
  path: '/',
  absoluteTitle: true,
});

const PREVIEW = listQuerySchema.parse({ limit: '3' });

export default async function HomePage() {
  const previews = await Promise.all(
    KIND_ORDER.map(async ({ id }) => {
      const page = await listPage(KINDS[id], PREVIEW);
      return { kind: KIND_NAMES[id], cards: page.items.map((l) => cardView(KINDS[id], l)) };
    }),
  );
  return <HomeView previews={previews} />;
}
