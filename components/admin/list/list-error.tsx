'use client';

import { useRouter } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';

/** A list that failed to load: its message and 'Try Again', which reloads the data. */
export function ListError({ heading, text }: { heading?: string; text: string }) {
  const router = useRouter();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      {heading && <h2 className="text-lg font-semibold text-red-800">{heading}</h2>}
      <p className="text-red-800">{text}</p>
      <button type="button" className={buttonClass('primary', 'mt-4')} onClick={() => router.refresh()}>
        Try Again
      </button>
    </div>
  );
}
