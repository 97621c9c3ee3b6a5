import { Icon } from '@/components/ui/icon';

/** Five stars, the first `rating` filled; read out as one phrase. A span, so it fits phrasing content. */
export function RatingStars({ rating, label }: { rating: number; label?: string }) {
  return (
    <span role="img" aria-label={label ?? `Rated ${rating} out of 5`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          name="star"
          className={`h-4 w-4 ${n <= rating ? 'fill-amber-400 text-amber-500' : 'fill-neutral-200 text-neutral-300'}`}
        />
      ))}
    </span>
  );
}
