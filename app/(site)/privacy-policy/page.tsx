import { PrivacyContent } from '@/components/site/privacy-content';
import { staticPageMetadata } from '@/components/pages/static-meta';

// No data and no request state: this page is rendered once at build (the benchmark baseline).
export const dynamic = 'force-static';

export const metadata = staticPageMetadata('privacy', 'en');

export default function PrivacyPolicyPage() {
  return <PrivacyContent />;
}
