import { PrivacyContent } from '@/components/site/privacy-content';
import { staticPageMetadata } from '@/components/pages/static-meta';
import { backupRetentionDays } from '@/lib/backup-retention';
import { enquirySettings } from '@/lib/enquiries/settings';

// No data and no request state: this page is rendered once at build (the benchmark baseline).
export const dynamic = 'force-static';
// The retentions are read when the page is rendered, at build: set ENQUIRY_RETENTION_DAYS and BACKUP_RETENTION_DAYS for the build too.

export const metadata = staticPageMetadata('privacy', 'en');

export default function PrivacyPolicyPage() {
  return <PrivacyContent retentionDays={enquirySettings().retentionDays} backupDays={backupRetentionDays()} />;
}
