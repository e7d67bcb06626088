import { inlineWebTexts } from '@market/shared';

/** Brand details shown across the site. How to reach support is configured on the server (lib/support.ts). */
export const site = {
  name: 'Kaamkar',
  // The tagline and the office address are texts (the catalogue's inlineWebTexts.site).
  tagline: inlineWebTexts.site.tagline,
  office: {
    line1: inlineWebTexts.site.officeLine1,
    line2: inlineWebTexts.site.officeLine2,
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

export type SocialName = (typeof site.social)[number]['name'];
