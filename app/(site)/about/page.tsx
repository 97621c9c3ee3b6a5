import { AboutContent } from '@/components/site/about-content';
import { pageMetadata } from '@/components/site/page-metadata';
import { site } from '@/lib/site-config';

export const metadata = pageMetadata({
  title: 'About Us',
  description: `${site.brand} is a Hosur property dealer since ${site.since}: local expertise, checked documents and honest advice on villas, plots and houses.`,
  path: '/about',
});

export default function AboutPage() {
  return <AboutContent />;
}
