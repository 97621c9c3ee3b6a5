'use client';

import { PageHeader } from '@/components/site/page-header';
import { type PolicyDays, PRIVACY_UPDATED, privacySections } from '@/components/site/privacy-sections';
import { SideTabs } from '@/components/site/side-tabs';

/**
 * The privacy policy page's content: a client component whose only props are two numbers, so the
 * page's React payload does not repeat its markup: the server's ENQUIRY_RETENTION_DAYS and BACKUP_RETENTION_DAYS.
 */
export function PrivacyContent(days: PolicyDays) {
  return (
    <>
      <PageHeader eyebrow={`Last updated ${PRIVACY_UPDATED}`} title="Privacy Policy">
        What we collect, why, and how to reach us about it.
      </PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <SideTabs label="Privacy policy sections" tabs={privacySections(days)} />
      </div>
    </>
  );
}
