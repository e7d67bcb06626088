import type { Translation } from '../../i18n/translation.js';
import type { authWebTexts as englishAuthWebTexts, contactWebTexts as englishContactWebTexts } from '../../web-texts/site-pages.js';

/** The sign-in page and modal, in Urdu. */
export const authWebTexts: Translation<typeof englishAuthWebTexts> = {
  heading: (siteName: string) => `${siteName} میں سائن اِن کریں`,
  pageIntro: 'کام تلاش کریں، آرڈرز سنبھالیں اور ٹاسک جمع کرائیں۔',
  backToHome: 'ہوم پر واپس جائیں',
  modalIntro: 'خوش آمدید۔ اپنے ٹاسک اور آرڈرز وہیں سے جاری رکھیں جہاں آپ نے چھوڑے تھے۔',
  username: 'یوزر نیم یا ای میل',
  password: 'پاس ورڈ',
};

/** The contact page, in Urdu. */
export const contactWebTexts: Translation<typeof englishContactWebTexts> = {
  heading: 'ہم سے رابطہ کریں',
  intro: 'ٹاسک، ادائیگیوں یا اپنے اکاؤنٹ کے بارے میں کوئی سوال ہے؟ ہمیں پیغام بھیجیں، ہم آپ سے رابطہ کریں گے۔',
  detailsHeading: 'رابطے میں رہیں',
  detailsIntro: 'ہم عام طور پر ایک کاروباری دن کے اندر جواب دیتے ہیں۔ ادائیگی سے متعلق فوری سوالات کے لیے ہمیں کال کریں۔',
  officeAddress: 'دفتر کا پتہ',
  phone: 'فون',
  supportEmail: 'سپورٹ ای میل',
  officeHours: 'دفتری اوقات',
  name: 'پورا نام',
  email: 'ای میل ایڈریس',
  phoneNumber: 'فون نمبر',
  phonePlaceholder: '+92 300 1234567',
  message: 'پیغام',
};
