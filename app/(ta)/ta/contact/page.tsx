import { EnglishOnly } from '@/components/site/english-only';
import { ContactContent } from '@/components/site/contact-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const metadata = staticPageMetadata('contact', 'ta');

export default function ContactPageTa() {
  return (
    <EnglishOnly lang="ta">
      <ContactContent />
    </EnglishOnly>
  );
}
