import { categories } from '@market/shared';
import { site } from '@/lib/site';

export type FooterGroup = { title: string; links: string[] };

/** The five footer link groups (SPEC 2 Global); every link points home for now. */
export const footerGroups: FooterGroup[] = [
  { title: 'Categories', links: categories.map((c) => c.title) },
  {
    title: 'About',
    links: ['Careers', 'Press & News', 'Partnerships', 'Privacy Policy', 'Terms of Service', 'Intellectual Property Claims'],
  },
  {
    title: 'Support',
    links: ['Help & Support', 'Trust & Safety', `Selling on ${site.name}`, `Buying on ${site.name}`, 'Payment Methods'],
  },
  {
    title: 'Community',
    links: ['Customer Success Stories', 'Community Hub', 'Forum', 'Events', 'Blog', 'Invite a Friend', 'Community Standards'],
  },
  {
    title: 'More',
    links: [`${site.name} Business`, `${site.name} Pro`, `${site.name} Guides`, 'Get Inspired', 'Learn', 'Mobile App'],
  },
];
