import { countryLabels, labelOf, skillLabels } from '@market/shared';

/** The name shown for a stored country: its label, or the text itself (a profile's country is typed freely). */
export const countryLabel = (name: string): string => labelOf(countryLabels, name);

/** The label shown for a stored skill, or the skill itself when it is not one of the choices. */
export const skillLabel = (skill: string): string => labelOf(skillLabels, skill);
