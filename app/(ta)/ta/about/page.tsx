import { getDictionary } from '@/lib/i18n/dictionaries';
import { AboutContent } from '@/components/site/about-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('about', 'ta');

export default function AboutPageTa() {
  return <AboutContent words={getDictionary('ta').about} lang="ta" />;
}
