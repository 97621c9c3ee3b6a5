import type { ReactNode } from 'react';

/** The centred card the sign-in and account-help pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-neutral-50 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold text-neutral-900">{title}</h1>
        {intro && <div className="mt-2 text-sm text-neutral-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
