import { EnglishOnly } from '@/components/site/english-only';
import { PrivacyContent } from '@/components/site/privacy-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const dynamic = 'force-static';

export const metadata = staticPageMetadata('privacy', 'ta');

export default function PrivacyPolicyPageTa() {
  return (
    <EnglishOnly lang="ta">
      <PrivacyContent />
    </EnglishOnly>
  );
}
