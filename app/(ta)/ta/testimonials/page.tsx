import { EnglishOnly } from '@/components/site/english-only';
import { TestimonialsContent } from '@/components/site/testimonials-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('testimonials', 'ta');

export default function TestimonialsPageTa() {
  return (
    <EnglishOnly lang="ta">
      <TestimonialsContent />
    </EnglishOnly>
  );
}
