import { homeTexts, webTexts } from '@market/shared';
import { CheckCircleIcon, PlayIcon } from '@/components/ui/icons';

const copy = homeTexts.promo;

/** Promo blurbs of SPEC 1 beside the promo video's poster. */
export function PromoBlurbs({ onWatchVideo }: { onWatchVideo: () => void }) {
  return (
    <section aria-labelledby="promo-title" className="bg-brand-50/60">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8 lg:py-20">
        <div>
          <h2 id="promo-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {copy.heading}
          </h2>
          <p className="mt-2 text-slate-600">{copy.lead}</p>
          <ul className="mt-8 space-y-6">
            {copy.blurbs.map((blurb) => (
              <li key={blurb.title} className="flex gap-3">
                <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold text-slate-900">{blurb.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{blurb.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={onWatchVideo}
          aria-label={copy.playVideoLabel(webTexts.videoTitle)}
          className="group relative overflow-hidden rounded-2xl shadow-xl"
        >
          <img src="/media/promo-poster.jpg" alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />
          {/* Bottom-left, so the poster's own headline stays readable. */}
          <span className="absolute inset-0 bg-gradient-to-t from-slate-950/50 to-transparent transition-colors group-hover:from-slate-950/70" />
          <span className="absolute bottom-4 start-4 flex items-center gap-3 rounded-full bg-white py-1.5 pe-4 ps-1.5 text-sm font-semibold text-brand-900 shadow-lg transition-transform group-hover:scale-105">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-white">
              <PlayIcon className="ms-0.5 size-4" />
            </span>
            {copy.playVideo}
          </span>
        </button>
      </div>
    </section>
  );
}
