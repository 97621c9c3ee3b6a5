import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { mailHref, site, telHref } from '@/lib/site-config';
import { AuthCard } from './auth-card';

interface Props {
  title: string;
  why: string;
}

/** /forgot-password and /register: accounts are made and reset by the site owner, not here. */
export function AccountHelp({ title, why }: Props) {
  return (
    <AuthCard title={title} intro={<p>{why}</p>}>
      <div className="space-y-4 text-sm text-neutral-800">
        <p>
          Administrator accounts are created and reset by the site owner on the server, with this command in the
          site&apos;s folder:
        </p>
        <pre className="overflow-x-auto rounded-lg bg-neutral-900 p-3 text-neutral-50">
          <code>npm run admin:create</code>
        </pre>
        <p>
          Running it again for an existing e-mail sets a new password and signs that account out everywhere. Ask the
          owner to run it for you, or contact{' '}
          <a href={mailHref('Administrator account')} className="font-medium text-brand underline">
            {site.email}
          </a>{' '}
          or{' '}
          <a href={telHref(site.phones[0])} className="font-medium text-brand underline">
            {site.phones[0]}
          </a>
          .
        </p>
        <Link href="/login" className={buttonClass('primary', 'w-full')}>
          Back to login
        </Link>
      </div>
    </AuthCard>
  );
}
