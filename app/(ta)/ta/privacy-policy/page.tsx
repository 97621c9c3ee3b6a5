import { PrivacyContentTa } from '@/components/site/privacy-content.ta';
import { staticPageMetadata } from '@/components/pages/static-meta';
import { backupRetentionDays } from '@/lib/backup-retention';
import { enquirySettings } from '@/lib/enquiries/settings';

export const dynamic = 'force-static';
// The retentions are read when the page is rendered, at build: set ENQUIRY_RETENTION_DAYS and BACKUP_RETENTION_DAYS for the build too.

export const metadata = staticPageMetadata('privacy', 'ta');

export default function PrivacyPolicyPageTa() {
  return <PrivacyContentTa retentionDays={enquirySettings().retentionDays} backupDays={backupRetentionDays()} />;
}
