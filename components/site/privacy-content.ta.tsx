import { PageHeader } from '@/components/site/page-header';
import type { PolicyDays } from '@/components/site/privacy-sections';
import { PRIVACY_UPDATED_TA, privacySectionsTa } from '@/components/site/privacy-sections.ta';
import { SideTabs } from '@/components/site/side-tabs';

/**
 * PrivacyContent (privacy-content.tsx) in Tamil, imported by /ta/privacy-policy only. A server
 * component, unlike the English one: the Tamil words reach the browser in the page's HTML and React
 * payload but in no script (of this page's own code the browser loads SideTabs only; measured against a
 * client component: 3.5 kB less gzipped JavaScript for 2.9 kB more gzipped HTML), and SideTabs is the
 * only module the English page's script shares with it (+43 B gzipped there, its module of its own).
 */
export function PrivacyContentTa(days: PolicyDays) {
  return (
    <>
      <PageHeader eyebrow={`கடைசியாகப் புதுப்பித்தது: ${PRIVACY_UPDATED_TA}`} title="தனியுரிமைக் கொள்கை">
        நாங்கள் என்ன தகவல்களைச் சேகரிக்கிறோம், ஏன், அதைப் பற்றி எங்களை எப்படித் தொடர்புகொள்வது.
      </PageHeader>
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        <SideTabs label="தனியுரிமைக் கொள்கையின் பகுதிகள்" tabs={privacySectionsTa(days)} />
      </div>
    </>
  );
}
