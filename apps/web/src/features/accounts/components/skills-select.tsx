import { accountWebTexts, skillChoices } from '@market/shared';
import { cn } from '@/lib/cn';
import { skillLabel } from '@/lib/value-labels';

type SkillsSelectProps = { value: string[]; onChange: (skills: string[]) => void; error?: string };

/** Multi-select of the five skill choices, as toggle chips backed by checkboxes. */
export function SkillsSelect({ value, onChange, error }: SkillsSelectProps) {
  return (
    <fieldset aria-describedby={error ? 'skills-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{accountWebTexts.fields.skills}</legend>
      <div className="flex flex-wrap gap-2">
        {skillChoices.map((skill) => {
          const checked = value.includes(skill);
          return (
            <label
              key={skill}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm ring-1 transition-colors has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
                checked ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((s) => s !== skill) : [...value, skill])}
              />
              {skillLabel(skill)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="skills-error" role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
