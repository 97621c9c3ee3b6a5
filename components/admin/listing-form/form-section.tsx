import type { ReactNode } from 'react';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${id}`} className="rounded-xl border border-neutral-200 bg-white p-4 sm:p-6">
      <h2 id={`section-${id}`} className="mb-4 text-base font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
