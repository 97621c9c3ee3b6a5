import { getDictionary } from '@/lib/i18n/dictionaries';
import { ContactContent } from '@/components/site/contact-content';
import { RequestSection } from '@/components/site/request-section';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('contact', 'en');

export default function ContactPage() {
  return <ContactContent words={getDictionary('en').contact} request={<RequestSection lang="en" listing={null} />} />;
}
