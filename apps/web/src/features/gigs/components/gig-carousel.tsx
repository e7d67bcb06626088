import { gigWebTexts, inlineWebTexts } from '@market/shared';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';
import { useHydrated } from '@/lib/hydration';
import { currentDirection } from '@/lib/language';

/** A swipe shorter than this many pixels is a tap. */
const swipeDistance = 40;

/** The picture an address asks for (?picture=2, the no-script arrows' links), 0-based; the first when none or out of range. */
function pictureOf(value: string | null, count: number): number {
  const n = value && /^\d{1,3}$/.test(value) ? Number(value) : 1;
  return n >= 1 && n <= count ? n - 1 : 0;
}

/**
 * The gig's pictures, one at a time: arrow buttons, the keyboard's arrow keys and swipes. Without
 * script the arrows are links to the page showing the other picture (?picture=N), which the server renders.
 */
export function GigCarousel({ images, title }: { images: string[]; title: string }) {
  const [params] = useSearchParams();
  const count = images.length;
  const [index, setIndex] = useState(() => pictureOf(params.get('picture'), count));
  const start = useRef<number | null>(null);
  const hydrated = useHydrated();
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const step = (by: number) => (index + by + count) % count;

  // Right to left, the pictures run from the right: the next one is to the left, as is its arrow.
  const forward = currentDirection() === 'rtl' ? -1 : 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-forward);
    else if (event.key === 'ArrowRight') go(forward);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= swipeDistance) go(moved < 0 ? forward : -forward);
  };

  return (
    <section
      aria-roledescription={inlineWebTexts.gigs.carousel}
      aria-label={gigWebTexts.gig.pictures(title)}
      tabIndex={0}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      className="relative overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div
        className="flex touch-pan-y transition-transform duration-300 select-none"
        style={{ transform: `translateX(${-forward * index * 100}%)` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        {images.map((src, i) => (
          <img
            key={src + i}
            src={src}
            alt={gigWebTexts.gig.picture(i + 1, count)}
            aria-hidden={i !== index}
            // The first picture is the page's largest paint; the rest wait their turn.
            fetchPriority={i === 0 ? 'high' : 'low'}
            draggable={false}
            className="aspect-[8/5] w-full shrink-0 object-cover"
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          <Arrow hydrated={hydrated} onClick={() => go(-1)} href={`?picture=${step(-1) + 1}`} label={gigWebTexts.gig.previousPicture} className="start-3">
            <ArrowLeftIcon className="size-5 rtl:-scale-x-100" />
          </Arrow>
          <Arrow hydrated={hydrated} onClick={() => go(1)} href={`?picture=${step(1) + 1}`} label={gigWebTexts.gig.nextPicture} className="end-3">
            <ArrowRightIcon className="size-5 rtl:-scale-x-100" />
          </Arrow>
          <p aria-live="polite" dir="ltr" className="absolute end-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white">
            {index + 1} / {count}
          </p>
        </>
      ) : null}
    </section>
  );
}

type ArrowProps = { hydrated: boolean; onClick: () => void; href: string; label: string; className: string; children: ReactNode };

/** A carousel arrow: a button once the script runs, before that a link to the page showing that picture. */
function Arrow({ hydrated, onClick, href, label, className, children }: ArrowProps) {
  const look = `absolute top-1/2 ${className} flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white`;
  if (!hydrated) {
    return (
      <a href={href} aria-label={label} className={look}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onClick} aria-label={label} className={look}>
      {children}
    </button>
  );
}
