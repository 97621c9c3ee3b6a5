/** The navigation bar's links, in the order SPEC §2 gives them. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/villas', label: 'Villas' },
  { href: '/plots', label: 'Plots' },
  { href: '/homes', label: 'Houses' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact' },
] as const;

/** '/villas/abc' keeps 'Villas' active; '/' is active only on the home page itself. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
