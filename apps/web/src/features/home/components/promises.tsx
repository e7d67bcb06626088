import { homeTexts, promoEarnings, registrationBonusRs, supportTexts } from '@market/shared';
import { CalendarIcon, CoinsIcon, HeadsetIcon, WalletIcon } from '@/components/ui/icons';
import { formatNumber, formatRupees } from '@/lib/format';
import { supportContact } from '@/lib/support';

const copy = homeTexts.promises;

const promisesOf = (supportHours: string) => [
  {
    icon: WalletIcon,
    value: formatRupees(registrationBonusRs),
    label: copy.cashbackLabel,
    text: copy.cashbackText,
  },
  {
    icon: CoinsIcon,
    value: copy.earningsValue(formatNumber(promoEarnings.min), formatNumber(promoEarnings.max)),
    label: copy.earningsLabel,
    text: copy.earningsText,
  },
  // Support as configured: the hours it keeps, never more.
  { icon: HeadsetIcon, value: supportTexts.promiseValue, label: supportTexts.promiseLabel, text: supportTexts.promiseText(supportHours) },
  { icon: CalendarIcon, value: copy.hoursValue, label: copy.hoursLabel, text: copy.hoursText },
];

/** The landing promises (SPEC 1): cashback, earnings per task, support, flexible hours. */
export function Promises() {
  return (
    <section aria-labelledby="promises-title" className="border-b border-slate-200 bg-white">
      <h2 id="promises-title" className="sr-only">
        {copy.heading}
      </h2>
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-px bg-slate-200 sm:grid-cols-2 lg:grid-cols-4">
        {promisesOf(supportContact().hours).map(({ icon: Icon, value, label, text }) => (
          <li key={label} className="flex gap-4 bg-white px-6 py-6 lg:py-8">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-6" />
            </span>
            <div>
              <p className="text-xl font-extrabold text-slate-900">{value}</p>
              <p className="text-sm font-semibold text-brand-800">{label}</p>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
