import { TestimonialsContent } from '@/components/site/testimonials-content';
import { pageMetadata } from '@/components/site/page-metadata';
import { site } from '@/lib/site-config';

export const metadata = pageMetadata({
  title: 'Client Testimonials',
  description: `What families from Hosur, Bengaluru and abroad say about buying villas, plots and houses with ${site.brand}.`,
  path: '/testimonials',
});

export default function TestimonialsPage() {
  return <TestimonialsContent />;
}
