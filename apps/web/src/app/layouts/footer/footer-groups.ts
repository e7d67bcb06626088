import { categories, categoryTitles, footerTexts, pagePaths } from '@market/shared';
import { gigListPath } from '@/lib/gig-list-path';
import { site } from '@/lib/site';

/** `selling`: the link that depends on who reads it (a seller adds a gig, others become one first). */
export type FooterLink = { label: string; to: string; selling?: true };
/** `id`: the group's name in element ids (its title is a text, Urdu on an Urdu page). */
export type FooterGroup = { id: string; title: string; links: FooterLink[] };

type Target = string | { to: string; selling: true };
/** One target per link, in the order of footerTexts.groups (whose labels are texts, not keys). */
type TargetsOf<Groups> = { [G in keyof Groups]: Groups[G] extends { links: infer Links } ? { [L in keyof Links]: Target } : never };

/**
 * Where each footer link leads (decision 0116), link by link in footerTexts' order: About (Careers,
 * Press & News, Partnerships, Privacy Policy, Terms of Service, Intellectual Property Claims),
 * Support (Help & Support, Trust & Safety, Selling on, Buying on, Payment Methods), Community
 * (Customer Success Stories, Community Hub, Forum, Events, Blog, Invite a Friend, Community
 * Standards), More (Business, Pro, Guides, Get Inspired, Learn, Mobile App). Privacy Policy and
 * Terms of Service lead to their own pages. Pages the product does not have yet lead to the
 * page that answers the question today: About for who we are and how we work, Contact for
 * anything to ask, claim or agree on, the gig list for buying, Join for joining.
 */
const targets: TargetsOf<typeof footerTexts.groups> = [
  ['/about', '/about', '/contact', pagePaths.privacy, pagePaths.terms, '/contact'],
  ['/contact', '/about', { to: '/join', selling: true }, '/gigs', '/contact'],
  ['/about', '/about', '/contact', '/about', '/about', '/join', '/about'],
  ['/contact', '/gigs', '/about', '/gigs', '/about', '/about'],
];
/** The groups' names in element ids, in footerTexts' order. */
const groupIds = ['about', 'support', 'community', 'more'] as const;

/** The five footer link groups (SPEC 2 Global): the ten categories, then About, Support, Community and More. */
export const footerGroups: FooterGroup[] = [
  { id: 'categories', title: footerTexts.categories, links: categories.map((c) => ({ label: categoryTitles[c.id], to: gigListPath({ cat: c.id }) })) },
  ...footerTexts.groups.map((group, g) => ({
    id: groupIds[g],
    title: group.title,
    links: group.links.map((link: string, i) => {
      const target: Target = (targets[g] as readonly Target[])[i];
      return {
        label: link.replace('{site}', site.name),
        ...(typeof target === 'string' ? { to: target } : { to: target.to, selling: true as const }),
      };
    }),
  })),
];
