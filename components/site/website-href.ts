import { site } from '@/lib/site-config';

/** site.website is written as people say it ('www.example.com'); links need a scheme. */
export const websiteHref = () => (/^https?:\/\//i.test(site.website) ? site.website : `https://${site.website}`);
