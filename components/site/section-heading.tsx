import type { ReactNode } from 'react';

/** The centred eyebrow + heading + intro used by the home and about sections. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-brand uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl [&:lang(ta)]:max-sm:text-2xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-neutral-700">{children}</p>}
    </div>
  );
}
