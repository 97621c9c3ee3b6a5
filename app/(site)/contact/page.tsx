import { ContactContent } from '@/components/site/contact-content';
import { pageMetadata } from '@/components/site/page-metadata';
import { site } from '@/lib/site-config';

export const metadata = pageMetadata({
  title: 'Contact Us',
  description: `Call, WhatsApp or visit ${site.brand} in Hosur (${site.address.postalCode}). Open Mon-Fri 9:00 AM-6:00 PM and Sat 10:00 AM-4:00 PM.`,
  path: '/contact',
});

export default function ContactPage() {
  return <ContactContent />;
}
