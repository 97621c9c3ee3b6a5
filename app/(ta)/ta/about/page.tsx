import { EnglishOnly } from '@/components/site/english-only';
import { AboutContent } from '@/components/site/about-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('about', 'ta');

export default function AboutPageTa() {
  return (
    <EnglishOnly lang="ta">
      <AboutContent />
    </EnglishOnly>
  );
}
