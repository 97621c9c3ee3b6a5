import { TestimonialsRoute } from '@/components/pages/testimonials-route';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('testimonials', 'en');

export default function TestimonialsPage() {
  return <TestimonialsRoute lang="en" />;
}
