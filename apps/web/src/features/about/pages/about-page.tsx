import { aboutWebTexts, promoEarnings, registrationBonusRs, supportTexts } from '@market/shared';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { CalendarIcon, CoinsIcon, HeadsetIcon, ShieldIcon, TrendingUpIcon, WalletIcon } from '@/components/ui/icons';
import { formatNumber, formatRupees } from '@/lib/format';
import { site } from '@/lib/site';
import { supportContact } from '@/lib/support';

const copy = aboutWebTexts;

type Reason = { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string };

// The about page's promises: earn, grow, cashback on first login, support in its configured hours, flexible work.
const reasonsOf = (supportHours: string): Reason[] => [
  {
    icon: CoinsIcon,
    title: copy.earnTitle,
    text: copy.earnText(formatNumber(promoEarnings.min), formatNumber(promoEarnings.max)),
  },
  {
    icon: TrendingUpIcon,
    title: copy.growTitle,
    text: copy.growText,
  },
  {
    icon: WalletIcon,
    title: copy.cashbackTitle,
    text: copy.cashbackText(formatRupees(registrationBonusRs)),
  },
  {
    icon: HeadsetIcon,
    title: supportTexts.aboutTitle,
    text: supportTexts.aboutText(supportHours),
  },
  {
    icon: CalendarIcon,
    title: copy.flexibleTitle,
    text: copy.flexibleText,
  },
  {
    icon: ShieldIcon,
    title: copy.safeTitle,
    text: copy.safeText,
  },
];

export default function AboutPage() {
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:py-24">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{copy.eyebrow(site.name)}</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{copy.heading}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
            {copy.lead(site.name)}
          </p>
        </div>
      </section>

      <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
        <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {copy.whyHeading(site.name)}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {reasonsOf(supportContact().hours).map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6 transition hover:shadow-md">
              <span className="flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-20">
          <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            {copy.howHeading}
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.steps.map((step, i) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">{i + 1}</span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 flex flex-wrap justify-center gap-3">
            <Link to="/join" className={buttonClass('primary', 'lg')}>
              {copy.join(site.name)}
            </Link>
            <Link to="/contact" className={buttonClass('outline', 'lg')}>
              {copy.contact}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
