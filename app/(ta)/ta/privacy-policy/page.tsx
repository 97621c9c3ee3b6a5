import { PrivacyContentTa } from '@/components/site/privacy-content.ta';
import { staticPageMetadata } from '@/components/pages/static-meta';
import { enquirySettings } from '@/lib/enquiries/settings';

export const dynamic = 'force-static';
// The enquiries' retention is read when the page is rendered, at build: set ENQUIRY_RETENTION_DAYS for the build too.

export const metadata = staticPageMetadata('privacy', 'ta');

export default function PrivacyPolicyPageTa() {
  return <PrivacyContentTa retentionDays={enquirySettings().retentionDays} />;
}
