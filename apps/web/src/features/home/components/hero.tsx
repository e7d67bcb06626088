import { homeTexts, labelOf, popularSearchLabels, popularSearches, promoEarnings } from '@market/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { PlayIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format';
import { gigListPath } from '@/lib/gig-list-path';
import { HeroRotator } from './hero-rotator';
import { HeroSearch } from './hero-search';

/** A catalogue text whose `\n`s are line breaks. */
function WithLineBreaks({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

export function Hero({ onWatchVideo }: { onWatchVideo: () => void }) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      {/* Soft light shapes behind the content; purely decorative. */}
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -start-32 size-96 rounded-full bg-brand-600/30 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -end-24 bottom-0 size-80 rounded-full bg-emerald-400/20 blur-3xl" />

      <div className="relative mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-16 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-brand-200 uppercase ring-1 ring-white/15">
            {homeTexts.hero.earnPerTask(formatNumber(promoEarnings.min), formatNumber(promoEarnings.max))}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl md:text-4xl lg:text-5xl">
            <WithLineBreaks text={homeTexts.hero.heading.before} />
            <span className="text-brand-400">{homeTexts.hero.heading.highlight}</span>
            <WithLineBreaks text={homeTexts.hero.heading.after} />
          </h1>
          <p className="mt-4 max-w-lg text-lg text-brand-100">
            {homeTexts.hero.lead}
          </p>

          <div className="mt-8">
            <HeroSearch />
          </div>

          <div className="mt-5 flex flex-wrap items-center gap-2">
            <span className="me-1 text-sm font-semibold text-brand-100">{homeTexts.hero.popular}</span>
            {popularSearches.map((term) => (
              <Link
                key={term}
                to={gigListPath({ search: term })}
                className="rounded-full border border-white/50 px-3.5 py-1 text-sm font-medium text-white transition-colors hover:bg-white hover:text-brand-900"
              >
                {labelOf(popularSearchLabels, term)}
              </Link>
            ))}
          </div>

          <button
            type="button"
            onClick={onWatchVideo}
            className="mt-8 inline-flex items-center gap-3 rounded-full py-1 pe-4 text-sm font-semibold text-white hover:text-brand-200"
          >
            <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg">
              <PlayIcon className="ms-0.5 size-5" />
            </span>
            {homeTexts.hero.watchVideo}
          </button>
        </div>

        <HeroRotator className="mx-auto max-w-sm md:max-w-none" />
      </div>
    </section>
  );
}
