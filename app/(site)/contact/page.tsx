import { getDictionary } from '@/lib/i18n/dictionaries';
import { ContactContent } from '@/components/site/contact-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('contact', 'en');

export default function ContactPage() {
  return <ContactContent words={getDictionary('en').contact} />;
}
