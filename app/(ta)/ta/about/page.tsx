import { AboutContent } from '@/components/site/about-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('about', 'ta');

export default function AboutPageTa() {
  return <AboutContent />;
}
