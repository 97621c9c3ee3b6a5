import { getDictionary } from '@/lib/i18n/dictionaries';
import { AboutContent } from '@/components/site/about-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('about', 'en');

export default function AboutPage() {
  return <AboutContent words={getDictionary('en').about} lang="en" />;
}
