'use client';

import Link from 'next/link';
import { useEffect } from 'react';

const loginHref = () => `/login?next=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;

/**
 * What the admin layout renders instead of the page when the session is missing or invalid.
 * A layout cannot see the request path, so the return path is read here, in the browser.
 */
export function SignedOut() {
  useEffect(() => {
    window.location.replace(loginHref());
  }, []);
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-semibold">Please sign in</h1>
      <p className="mt-2 text-neutral-700">
        Your session has ended. <Link href="/login" className="font-medium text-brand underline">Go to the login page</Link>.
      </p>
    </main>
  );
}
