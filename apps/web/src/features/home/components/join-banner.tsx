import { homeTexts, registrationBonusRs, webTexts } from '@market/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';

export function JoinBanner() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute -top-20 -end-20 size-72 rounded-full bg-white/10" />
        <h2 className="relative text-3xl font-bold tracking-tight sm:text-4xl">{webTexts.videoTitle}</h2>
        <p className="relative mx-auto mt-3 max-w-xl text-brand-100">
          {homeTexts.joinBanner.text(formatRupees(registrationBonusRs))}
        </p>
        <Link to="/join" className={buttonClass('white', 'lg', 'relative mt-8')}>
          {webTexts.joinNow}
        </Link>
      </div>
    </section>
  );
}
