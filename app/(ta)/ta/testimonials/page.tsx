import { TestimonialsRoute } from '@/components/pages/testimonials-route';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('testimonials', 'ta');

export default function TestimonialsPageTa() {
  return <TestimonialsRoute lang="ta" />;
}
