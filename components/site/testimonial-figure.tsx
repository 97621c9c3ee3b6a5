import { Icon } from '@/components/ui/icon';
import { RatingStars } from './rating-stars';
import { initials, type Testimonial } from './testimonials-data';

/** One testimonial card: quote, initials badge, name, role and stars. No hooks: used by the carousel and the page. */
export function TestimonialFigure({ testimonial: t, large = false }: { testimonial: Testimonial; large?: boolean }) {
  return (
    <figure className={`flex h-full flex-col rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm ${large ? 'sm:p-10' : 'sm:p-8'}`}>
      <Icon name="quote" className="h-8 w-8 text-brand" />
      <blockquote className={`mt-4 flex-1 leading-relaxed text-neutral-800 ${large ? 'text-lg sm:text-xl' : ''}`}>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full font-bold text-white"
          style={{ backgroundColor: t.colour }}
        >
          {initials(t.name)}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-neutral-900">{t.name}</span>
          <span className="block text-sm text-neutral-600">{t.role}</span>
          <span className="mt-1 block">
            <RatingStars rating={t.rating} label={t.rated} />
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
