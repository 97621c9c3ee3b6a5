import { getDictionary } from '@/lib/i18n/dictionaries';
import { ContactContent } from '@/components/site/contact-content';
import { RequestSection } from '@/components/site/request-section';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('contact', 'ta');

export default function ContactPageTa() {
  return <ContactContent words={getDictionary('ta').contact} request={<RequestSection lang="ta" listing={null} />} />;
}
