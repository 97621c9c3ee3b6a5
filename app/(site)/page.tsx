import { HomeRoute, homeMetadata } from '@/components/pages/home-route';

// Cached; a write to any listing re-renders it (lib/cache.ts). The time-based revalidate is a backstop.
export const revalidate = 3600;

export const metadata = homeMetadata('en');

export default function HomePage() {
  return <HomeRoute lang="en" />;
}
