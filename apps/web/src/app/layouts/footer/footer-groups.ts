import { categories, categoryTitles, footerTexts, pagePaths } from '@market/shared';
import { gigListPath } from '@/lib/gig-list-path';
import { site } from '@/lib/site';

/** `selling`: the link that depends on who reads it (a seller adds a gig, others become one first). */
export type FooterLink = { label: string; to: string; selling?: true };
export type FooterGroup = { title: string; links: FooterLink[] };

type FooterLabel = (typeof footerTexts.groups)[number]['links'][number];

/**
 * Where each footer link leads (decision 0116); Privacy Policy and Terms of Service to their own pages. Pages the product does not have yet lead to the
 * page that answers the question today: About for who we are and how we work, Contact for
 * anything to ask, claim or agree on, the gig list for buying, Join for joining.
 */
const targets: Record<FooterLabel, string> = {
  Careers: '/about',
  'Press & News': '/about',
  Partnerships: '/contact',
  'Privacy Policy': pagePaths.privacy,
  'Terms of Service': pagePaths.terms,
  'Intellectual Property Claims': '/contact',
  'Help & Support': '/contact',
  'Trust & Safety': '/about',
  'Selling on {site}': '/join',
  'Buying on {site}': '/gigs',
  'Payment Methods': '/contact',
  'Customer Success Stories': '/about',
  'Community Hub': '/about',
  Forum: '/contact',
  Events: '/about',
  Blog: '/about',
  'Invite a Friend': '/join',
  'Community Standards': '/about',
  '{site} Business': '/contact',
  '{site} Pro': '/gigs',
  '{site} Guides': '/about',
  'Get Inspired': '/gigs',
  Learn: '/about',
  'Mobile App': '/about',
};

/** The five footer link groups (SPEC 2 Global): the ten categories, then About, Support, Community and More. */
export const footerGroups: FooterGroup[] = [
  { title: footerTexts.categories, links: categories.map((c) => ({ label: categoryTitles[c.id], to: gigListPath({ cat: c.id }) })) },
  ...footerTexts.groups.map((group) => ({
    title: group.title,
    links: group.links.map((link: FooterLabel) => ({
      label: link.replace('{site}', site.name),
      to: targets[link],
      ...(link === 'Selling on {site}' ? { selling: true as const } : {}),
    })),
  })),
];
