import { categories, footerTexts, pagePaths } from '@market/shared';
import { gigListPath } from '@/lib/gig-list-path';
import { site } from '@/lib/site';

/** `selling`: the link that depends on who reads it (a seller adds a gig, others become one first). */
export type FooterLink = { label: string; to: string; selling?: true };
export type FooterGroup = { title: string; links: FooterLink[] };

/** One address per link, in the links' order: the labels are texts (Urdu on Urdu pages), not keys. */
type AddressesOf<Group> = Group extends { links: infer Links } ? { readonly [L in keyof Links]: string } : never;
type Targets<Groups> = { readonly [G in keyof Groups]: AddressesOf<Groups[G]> };

/**
 * Where each footer link leads (decision 0116); Privacy Policy and Terms of Service to their own pages. Pages the product does not have yet lead to the
 * page that answers the question today: About for who we are and how we work, Contact for
 * anything to ask, claim or agree on, the gig list for buying, Join for joining.
 */
const targets: Targets<typeof footerTexts.groups> = [
  // About: Careers, Press & News, Partnerships, Privacy Policy, Terms of Service, Intellectual Property Claims
  ['/about', '/about', '/contact', pagePaths.privacy, pagePaths.terms, '/contact'],
  // Support: Help & Support, Trust & Safety, Selling on {site}, Buying on {site}, Payment Methods
  ['/contact', '/about', '/join', '/gigs', '/contact'],
  // Community: Customer Success Stories, Community Hub, Forum, Events, Blog, Invite a Friend, Community Standards
  ['/about', '/about', '/contact', '/about', '/about', '/join', '/about'],
  // More: {site} Business, {site} Pro, {site} Guides, Get Inspired, Learn, Mobile App
  ['/contact', '/gigs', '/about', '/gigs', '/about', '/about'],
];
/** "Selling on {site}": its address depends on who reads it. */
const selling = { group: 1, link: 2 };

/** The five footer link groups (SPEC 2 Global): the ten categories, then About, Support, Community and More. */
export const footerGroups: FooterGroup[] = [
  { title: footerTexts.categories, links: categories.map((c) => ({ label: c.title, to: gigListPath({ cat: c.id }) })) },
  ...footerTexts.groups.map((group, g) => ({
    title: group.title,
    links: group.links.map((link: string, i) => ({
      label: link.replace('{site}', site.name),
      to: (targets[g] as readonly string[] | undefined)?.[i] ?? '/about',
      ...(g === selling.group && i === selling.link ? { selling: true as const } : {}),
    })),
  })),
];
