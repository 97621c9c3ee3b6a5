import { PrivacyContent } from '@/components/site/privacy-content';
import { pageMetadata } from '@/components/site/page-metadata';
import { site } from '@/lib/site-config';

// No data and no request state: this page is rendered once at build (the benchmark baseline).
export const dynamic = 'force-static';

export const metadata = pageMetadata({
  title: 'Privacy Policy',
  description: `How ${site.brand} collects, uses and protects your personal information. We do not sell your data.`,
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return <PrivacyContent />;
}
