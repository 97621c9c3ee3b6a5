import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/public-url';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/dashboard', '/api'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
