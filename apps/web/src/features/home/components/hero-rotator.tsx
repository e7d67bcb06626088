import { homeTexts, timings } from '@market/shared';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';

// The illustrations' cards have text: Urdu pages show the Urdu drawings (design-ur.svg, ...). The
// language is set before any module of the app runs (lib/urdu.ts), so reading it here is safe.
const drawing = (name: string) => `/img/hero/${name}${currentLanguage() === 'ur' ? '-ur' : ''}.svg`;
const slides = [
  { src: drawing('design'), alt: homeTexts.slides.design },
  { src: drawing('code'), alt: homeTexts.slides.code },
  { src: drawing('writing'), alt: homeTexts.slides.writing },
  { src: drawing('data'), alt: homeTexts.slides.data },
] as const;

/** Hero illustration that cross-fades to the next one every 5 s (SPEC 4 Tickers). */
export function HeroRotator({ className }: { className?: string }) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const id = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), timings.heroRotateMs);
    return () => window.clearInterval(id);
  }, []);

  return (
    <div className={cn('relative aspect-[14/13] w-full', className)}>
      {slides.map((slide, i) => (
        <img
          key={slide.src}
          src={slide.src}
          alt={i === index ? slide.alt : ''}
          aria-hidden={i === index ? undefined : true}
          width={560}
          height={520}
          decoding="async"
          // The first picture is in the first paint; the others only show after the first rotation.
          fetchPriority={i === 0 ? 'high' : 'low'}
          className={cn('absolute inset-0 size-full object-contain transition-opacity duration-1000', i === index ? 'opacity-100' : 'opacity-0')}
        />
      ))}
      <div className="absolute inset-x-0 -bottom-2 flex justify-center gap-2" aria-hidden="true">
        {slides.map((slide, i) => (
          <span key={slide.src} className={cn('h-1.5 rounded-full transition-all', i === index ? 'w-6 bg-white' : 'w-1.5 bg-white/40')} />
        ))}
      </div>
    </div>
  );
}
