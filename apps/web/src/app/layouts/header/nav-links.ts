import { webTexts } from '@market/shared';

/** The main site links of the header and the drawer. */
export const navLinks = [
  { to: '/', label: webTexts.nav.home },
  { to: '/about', label: webTexts.nav.about },
  { to: '/contact', label: webTexts.nav.contact },
] as const;
