import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { KINDS, type KindId } from '@/models/kinds';
import { ADMIN_KINDS, lowerNoun } from './admin-kinds';

interface Props {
  kindId: KindId;
  /** 'Failed to load villa' when the listing is missing, 'Error loading villa' when loading broke. */
  variant: 'missing' | 'error';
  detail?: string;
  action?: React.ReactNode;
}

export function EditLoadFailed({ kindId, variant, detail, action }: Props) {
  const noun = lowerNoun(KINDS[kindId].noun);
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-neutral-200 bg-white p-6 text-center">
      <h1 className="text-xl font-semibold text-neutral-900">{variant === 'missing' ? `Failed to load ${noun}` : `Error loading ${noun}`}</h1>
      <p className="mt-2 text-sm text-neutral-700">
        {detail ?? `This ${noun} does not exist or has been deleted.`}
      </p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        {action}
        <Link href={ADMIN_KINDS[kindId].listPath} className={buttonClass('secondary')}>
          All {KINDS[kindId].plural}
        </Link>
        <Link href="/dashboard" className={buttonClass('secondary')}>
          Dashboard
        </Link>
      </div>
    </div>
  );
}
