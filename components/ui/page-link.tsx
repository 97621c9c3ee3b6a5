import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to another page of the public site: a client-side navigation, never prefetched. Next
 * prefetches every link that scrolls into view, each a request and a parse of that page's payload
 * on a phone that is still hydrating the page it came for (about a dozen on a listing page:
 * navigation, footer, similar listings); a visitor opens one or two of them.
 */
export function PageLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
