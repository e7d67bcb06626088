import type { GigListFilters } from '@market/shared';

type Name = keyof GigListFilters;

/**
 * The list's other parameters as hidden fields of a GET form, so the form works without script and
 * sends what the script's navigation keeps (only the parameters that have a value).
 */
export function HiddenListParams({ filters, names }: { filters: GigListFilters; names: Name[] }) {
  return (
    <>
      {names.map((name) => {
        const value = filters[name];
        return value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />;
      })}
    </>
  );
}
