import { TestimonialsContent } from '@/components/site/testimonials-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('testimonials', 'ta');

export default function TestimonialsPageTa() {
  return <TestimonialsContent />;
}
