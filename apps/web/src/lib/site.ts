/** Brand details shown across the site. How to reach support is configured on the server (lib/support.ts). */
export const site = {
  name: 'Kaamkar',
  tagline: 'Freelance services and paid micro-tasks',
  office: {
    line1: 'Office 7, 2nd Floor, Arfa Software Technology Park',
    line2: '346-B Ferozepur Road, Lahore 54600, Pakistan',
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
