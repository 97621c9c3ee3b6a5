import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SideMenu } from '@/components/admin/side-menu';
import { notoTamil } from '@/components/site/fonts-tamil';
import { SignedOut } from '@/components/admin/signed-out';
import { RootDocument, rootMetadata, VIEWPORT } from '@/components/site/root-document';
import { ToastProvider } from '@/components/ui/toast';
import { currentAdmin } from '@/lib/auth/server-session';
import { countNew } from '@/lib/enquiries';

// The admin area's own root layout (the public site has one per language); it stays English.
export const metadata: Metadata = {
  ...rootMetadata('en'),
  robots: { index: false, follow: false, nocache: true },
};
export const viewport = VIEWPORT;

/**
 * Verifies the session on the server (the proxy only redirects early) and renders nothing of the
 * admin area without one. Every page below checks again and redirects with its own return path.
 * Reading the cookie makes all admin pages dynamic and private.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  // The Tamil face for the form's Tamil title and description (globals.css: input:lang(ta)).
  return (
    <RootDocument lang="en" fonts={notoTamil.variable}>
      {(await currentAdmin()) ? <AdminFrame>{children}</AdminFrame> : <SignedOut />}
    </RootDocument>
  );
}

async function AdminFrame({ children }: { children: ReactNode }) {
  const newEnquiries = await countNew();
  return (
    <ToastProvider>
      <a
        href="#admin-main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <div className="min-h-screen bg-neutral-50 lg:flex">
        <SideMenu newEnquiries={newEnquiries} />
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </main>
      </div>
    </ToastProvider>
  );
}
