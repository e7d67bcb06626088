import { FieldError } from '@/components/ui/field';
import { gigLimits, gigWebTexts } from '@market/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

/** Features added one at a time from a text box, each removable. */
export function FeaturesInput({ value, onChange, error }: { value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const feature = text.trim();
    if (!feature || value.length >= gigLimits.features) return;
    onChange([...value, feature.slice(0, gigLimits.feature)]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {gigWebTexts.form.features}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={gigLimits.feature}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={gigWebTexts.form.featurePlaceholder}
          className="block h-10 w-full rounded-md border border-slate-300 px-3 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <Button variant="secondary" size="field" onClick={add} disabled={value.length >= gigLimits.features}>
          {gigWebTexts.form.addFeature}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={gigWebTexts.gig.features}>
          {value.map((feature, i) => (
            <li key={feature + i} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pe-1 ps-3 text-sm text-brand-900">
              {feature}
              <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={gigWebTexts.form.removeFeature(feature)} className="rounded-full p-1 hover:bg-brand-100">
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError message={error} />
    </div>
  );
}
