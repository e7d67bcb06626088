import { gigWebTexts, starRating } from '@market/shared';
import { StarIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

/** Filled stars for a whole-star value (1 to 5), with the value read out. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5 text-amber-500', className)} role="img" aria-label={gigWebTexts.rating.stars(value)}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} className={cn('size-4', i < value ? undefined : 'text-slate-300')} />
      ))}
    </span>
  );
}

/** A gig's rating: total divided by count, rounded; 'No reviews yet' when nobody rated it. */
export function GigRating({ totalStars, starNumber, className }: { totalStars: number; starNumber: number; className?: string }) {
  const value = starRating(totalStars, starNumber);
  if (value === null) return <span className={cn('text-sm text-slate-500', className)}>{gigWebTexts.rating.none}</span>;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Stars value={value} />
      <span className="text-sm font-semibold text-amber-600">{value}</span>
      <span className="text-sm text-slate-500">({starNumber})</span>
    </span>
  );
}
