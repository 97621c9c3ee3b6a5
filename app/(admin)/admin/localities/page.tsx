import type { Metadata } from 'next';
import { TamilNameForm } from '@/components/admin/localities/tamil-name-form';
import { PageLink as Link } from '@/components/ui/page-link';
import { requireAdminPage } from '@/lib/auth/server-session';
import { formatCount } from '@/lib/format';
import { localityHref } from '@/lib/localities/href';
import { allLocalities } from '@/lib/localities/queries';

export const metadata: Metadata = { title: 'Localities' };

/** /admin/localities: every locality the listings' locations gave, with the dealer's Tamil name of each. */
export default async function LocalitiesPage() {
  await requireAdminPage('/admin/localities');
  const localities = await allLocalities();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <h1 className="text-2xl font-semibold text-neutral-900">Localities</h1>
      <p className="max-w-3xl text-neutral-700">
        Each listing&rsquo;s locality comes from its location (&lsquo;Bagalur Rd, Hosur&rsquo; and &lsquo;Bagalur Road&rsquo; are one). A locality with a
        listing for sale has a page in English and Tamil; until you give its Tamil name, the Tamil page shows the English one.
      </p>
      {localities.length === 0 ? (
        <p className="rounded-xl border border-neutral-200 bg-white px-4 py-6 text-neutral-700">No localities yet: they appear with the first listing.</p>
      ) : (
        <ul className="space-y-3" aria-label="Localities">
          {localities.map((l) => (
            <li key={l.slug} className="rounded-xl border border-neutral-200 bg-white p-4">
              <p className="mb-2 text-sm text-neutral-700">
                <strong className="text-base text-neutral-900">{l.name}</strong> · {formatCount(l.count)} for sale
                {l.count > 0 ? (
                  <>
                    {' · '}
                    <Link href={localityHref(l.slug)} className="underline">
                      English page
                    </Link>
                    {' · '}
                    <Link href={localityHref(l.slug, 'ta')} className="underline">
                      Tamil page
                    </Link>
                  </>
                ) : (
                  ' · no page while nothing is for sale'
                )}
              </p>
              <TamilNameForm slug={l.slug} name={l.name} nameTa={l.nameTa} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
