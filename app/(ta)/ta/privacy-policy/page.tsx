import { PrivacyContentTa } from '@/components/site/privacy-content.ta';
import { staticPageMetadata } from '@/components/pages/static-meta';

export const dynamic = 'force-static';

export const metadata = staticPageMetadata('privacy', 'ta');

export default function PrivacyPolicyPageTa() {
  return <PrivacyContentTa />;
}
