/** The navigation bar's links, in the order SPEC §2 gives them; labels are the dictionary's `nav`. */
export const NAV_LINKS = [
  { href: '/', key: 'home' },
  { href: '/villas', key: 'villas' },
  { href: '/plots', key: 'plots' },
  { href: '/homes', key: 'homes' },
  { href: '/about', key: 'about' },
  { href: '/contact', key: 'contact' },
] as const;

/** '/villas/abc' keeps 'Villas' active; '/' is active only on the home page itself. Paths without the language prefix. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
