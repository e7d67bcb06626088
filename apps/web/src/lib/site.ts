/** Brand and contact details shown across the site; change them here, in one place. */
export const site = {
  name: 'Kaamkar',
  tagline: 'Freelance services and paid micro-tasks',
  office: {
    line1: 'Office 7, 2nd Floor, Arfa Software Technology Park',
    line2: '346-B Ferozepur Road, Lahore 54600, Pakistan',
    hours: 'Monday to Saturday, 9:00 to 18:00 PKT',
  },
  phone: '+92 42 3520 0415',
  phoneHref: 'tel:+924235200415',
  supportEmail: 'support@kaamkar.pk',
  // The floating chat button opens WhatsApp; the number is the support line's WhatsApp account.
  whatsappHref: 'https://wa.me/924235200415',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'YouTube', href: 'https://www.youtube.com/' },
  ],
} as const;

export type SocialName = (typeof site.social)[number]['name'];
