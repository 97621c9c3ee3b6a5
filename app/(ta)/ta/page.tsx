import { HomeRoute, homeMetadata } from '@/components/pages/home-route';

// Cached and re-rendered like the English home page: the same reads give it the same tags.
export const revalidate = 3600;

export const metadata = homeMetadata('ta');

export default function HomePageTa() {
  return <HomeRoute lang="ta" />;
}
