import { canonicalCategory, categoryTitles, countryLabels, labelOf, skillLabels } from '@market/shared';

/** The title shown for a gig category id (or alias), or the id itself when unknown. */
export const categoryLabel = (id: string): string => {
  const category = canonicalCategory(id);
  return category ? categoryTitles[category] : id;
};

/** The name shown for a stored country: its label, or the text itself (a profile's country is typed freely). */
export const countryLabel = (name: string): string => labelOf(countryLabels, name);

/** The label shown for a stored skill, or the skill itself when it is not one of the choices. */
export const skillLabel = (skill: string): string => labelOf(skillLabels, skill);
