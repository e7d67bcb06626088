import type { Translation } from '../../i18n/translation.js';
import type { SupportSettings } from '../../support.js';
import type {
  legalPageTexts as englishLegalPageTexts,
  supportTexts as englishSupportTexts,
} from '../../web-texts/support.js';

/** How the site and the e-mails say, in Urdu, where support is (the SUPPORT_* settings fill in the details). */
export const supportTexts: Translation<typeof englishSupportTexts> = {
  mailLine: (s: SupportSettings) =>
    `کوئی سوال ہے؟ ${s.email} پر ای میل کریں، ${s.phone} پر کال کریں یا WhatsApp پر ${s.whatsapp} پر پیغام بھیجیں (${s.hours})۔`,
  promiseValue: 'حقیقی لوگ',
  promiseLabel: 'سپورٹ',
  promiseText: (hours: string) => `WhatsApp، ای میل اور فون پر، ${hours}۔`,
  aboutTitle: 'حقیقی لوگوں کی طرف سے سپورٹ',
  aboutText: (hours: string) =>
    `کسی ٹاسک یا ادائیگی کے بارے میں سوال ہے؟ ہماری سپورٹ ٹیم WhatsApp، ای میل اور فون پر جواب دیتی ہے، ${hours}۔`,
  whatsapp: 'WhatsApp',
  hours: 'سپورٹ کے اوقات',
  outsideHours: 'ان اوقات کے علاوہ بھیجے گئے پیغامات کا جواب اگلے کاروباری دن دیا جاتا ہے۔',
  footerLabel: 'سپورٹ',
  footerLegal: 'قانونی معلومات',
};

/** What the legal pages say around their sections, in Urdu. */
export const legalPageTexts: Translation<typeof englishLegalPageTexts> = {
  contactIntro: 'ہمیں ای میل کریں، کال کریں یا WhatsApp پر پیغام بھیجیں:',
  email: 'ای میل',
  phone: 'فون',
  whatsapp: 'WhatsApp',
  hours: 'اوقات',
  privacyLink: 'پرائیویسی پالیسی',
  termsLink: 'سروس کی شرائط',
  newTab: '(نئے ٹیب میں کھلتا ہے)',
  registrationConsent: {
    before: 'رجسٹر ہو کر آپ ہماری ',
    between: ' قبول کرتے ہیں اور ہماری ',
    after: ' پڑھ چکے ہیں، جس میں بتایا گیا ہے کہ ہم آپ کے شناختی کارڈ، سیلفی اور بینک تفصیلات میں سے کیا محفوظ رکھتے ہیں۔',
  },
};
