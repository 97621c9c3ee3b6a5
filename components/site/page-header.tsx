import type { ReactNode } from 'react';

/** The heading band at the top of an inner page (not a hero: that is the home page's alone). */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-orange-100 bg-brand-tint">
      <div className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-brand uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl">{title}</h1>
        {children && <p className="mt-4 max-w-2xl text-lg text-neutral-700">{children}</p>}
      </div>
    </div>
  );
}
