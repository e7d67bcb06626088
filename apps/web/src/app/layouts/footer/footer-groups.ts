import { categories, footerTexts } from '@market/shared';
import { site } from '@/lib/site';

export type FooterGroup = { title: string; links: string[] };

/** The five footer link groups (SPEC 2 Global); every link points home for now. */
export const footerGroups: FooterGroup[] = [
  { title: footerTexts.categories, links: categories.map((c) => c.title) },
  ...footerTexts.groups.map((group) => ({ title: group.title, links: group.links.map((link) => link.replace('{site}', site.name)) })),
];
