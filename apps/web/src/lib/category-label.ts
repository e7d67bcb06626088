import { canonicalCategory, categoryTitles } from '@market/shared';

// Apart from value-labels.ts: the category tables are the gig pages' weight, not the forms'.

/** The title shown for a gig category id (or alias), or the id itself when unknown. */
export const categoryLabel = (id: string): string => {
  const category = canonicalCategory(id);
  return category ? categoryTitles[category] : id;
};
