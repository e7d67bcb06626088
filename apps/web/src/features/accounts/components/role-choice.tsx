import { accountWebTexts } from '@market/shared';
import type { ReactNode } from 'react';
import { BriefcaseIcon, CoinsIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export type JoinRole = 'buyer' | 'earner';
const texts = accountWebTexts.join;

const options: { value: JoinRole; label: string; text: string; icon: ReactNode }[] = [
  { value: 'buyer', label: texts.hire, text: texts.hireText, icon: <BriefcaseIcon className="size-6" /> },
  { value: 'earner', label: texts.earn, text: texts.earnText, icon: <CoinsIcon className="size-6" /> },
];

/** The two ways in, as radio cards: arrows move between them, as in any radio group. */
export function RoleChoice({ value, onChange }: { value: JoinRole | null; onChange: (role: JoinRole) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">{texts.choiceLegend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {options.map((option) => {
          const checked = value === option.value;
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-600 sm:p-6',
                checked ? 'ring-2 ring-brand-700' : 'ring-slate-200 hover:ring-slate-300',
              )}
            >
              <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-full', checked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700')}>
                {option.icon}
              </span>
              <span className="min-w-0">
                <span className="block text-lg font-semibold text-slate-900">{option.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{option.text}</span>
              </span>
              <input
                type="radio"
                name="join-as"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="ms-auto mt-1 size-5 shrink-0 accent-brand-700"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
