'use client';

import { PageHeader } from '@/components/site/page-header';
import { PRIVACY_UPDATED, privacySections } from '@/components/site/privacy-sections';
import { SideTabs } from '@/components/site/side-tabs';

/**
 * The privacy policy page's content: a client component whose only prop is a number, so the page's
 * React payload does not repeat its markup. `retentionDays` is the server's ENQUIRY_RETENTION_DAYS.
 */
export function PrivacyContent({ retentionDays }: { retentionDays: number }) {
  return (
    <>
      <PageHeader eyebrow={`Last updated ${PRIVACY_UPDATED}`} title="Privacy Policy">
        What we collect, why, and how to reach us about it.
      </PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <SideTabs label="Privacy policy sections" tabs={privacySections(retentionDays)} />
      </div>
    </>
  );
}
