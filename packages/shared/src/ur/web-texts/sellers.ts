import type { Translation } from '../../i18n/translation.js';
import type { sellerWebTexts as english } from '../../web-texts/sellers.js';

/** The seller page `/users/:id` in Urdu: the public profile, the reviews received and the gigs. */
export const sellerWebTexts: Translation<typeof english> = {
  profileOf: (username: string) => `${username} کی پروفائل`,
  seller: 'سیلر',
  buyer: 'خریدار',
  from: 'ملک',
  notGiven: 'نہیں بتایا گیا',
  memberSince: 'ممبر بننے کی تاریخ',
  languages: 'زبانیں',
  completedOrders: 'مکمل آرڈرز',
  gigs: 'گِگز',
  about: 'تعارف',
  noDescription: 'ابھی تک کوئی تعارف نہیں۔',
  edit: {
    open: 'پروفائل میں ترمیم کریں',
    heading: 'پروفائل میں ترمیم کریں',
    description: 'تعارف',
    languages: 'زبانیں',
    languagesHint: 'زبانوں کو کوما (,) سے الگ کریں، مثلاً اردو, انگریزی',
    save: 'محفوظ کریں',
    cancel: 'منسوخ کریں',
    saved: 'پروفائل اپ ڈیٹ ہو گئی',
  },
  reviews: {
    heading: 'موصول ہونے والے ریویوز',
    none: 'ابھی تک کوئی ریویو نہیں۔',
    more: 'مزید ریویوز',
    aboutGig: 'گِگ:',
  },
  gigList: {
    heading: (username: string) => `${username} کی گِگز`,
    none: 'ابھی تک کوئی گِگ نہیں۔',
    more: 'مزید گِگز',
  },
  loadError: 'یہ پروفائل لوڈ نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔',
};
