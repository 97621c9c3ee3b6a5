import { PageHeader } from '@/components/site/page-header';
import { pageMetadata } from '@/components/site/page-metadata';
import { PRIVACY_UPDATED, privacySections } from '@/components/site/privacy-sections';
import { SideTabs } from '@/components/site/side-tabs';
import { site } from '@/lib/site-config';

// No data and no request state: this page is rendered once at build (the benchmark baseline).
export const dynamic = 'force-static';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.brand} collects, uses and protects your personal information. We do not sell your data.`,
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader eyebrow={`Last updated ${PRIVACY_UPDATED}`} title="Privacy Policy">
        What we collect, why, and how to reach us about it.
      </PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <SideTabs label="Privacy policy sections" tabs={privacySections()} />
      </div>
    </>
  );
}
