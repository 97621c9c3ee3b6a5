import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * After any listing change: every public page may show it (home previews, lists, details,
 * similar listings, sitemap), and writes are rare, so the whole site is revalidated.
 */
export function revalidateListings(): void {
  revalidatePath('/', 'layout');
}
