import { gigWebTexts } from '@market/shared';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/ui/icons';

/** A swipe shorter than this many pixels is a tap. */
const swipeDistance = 40;

/** The gig's pictures, one at a time: arrow buttons, the keyboard's arrow keys and swipes. */
export function GigCarousel({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
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
    if (Math.abs(moved) >= swipeDistance) go(moved < 0 ? 1 : -1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={gigWebTexts.gig.pictures(title)}
      tabIndex={0}
      onKeyDown={count > 1 ? onKeyDown : undefined}
      className="relative overflow-hidden rounded-lg bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <div
        className="flex touch-pan-y transition-transform duration-300 select-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
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
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={gigWebTexts.gig.previousPicture}
            className="absolute top-1/2 left-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
          >
            <ArrowLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={gigWebTexts.gig.nextPicture}
            className="absolute top-1/2 right-3 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
          >
            <ArrowRightIcon className="size-5" />
          </button>
          <p aria-live="polite" className="absolute right-3 bottom-3 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white">
            {index + 1} / {count}
          </p>
        </>
      ) : null}
    </section>
  );
}
