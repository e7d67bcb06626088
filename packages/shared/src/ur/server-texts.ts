import type { serverTexts as english } from '../server-texts.js';
import type { Translation } from '../i18n/translation.js';

export const serverTexts: Translation<typeof english> = {
  gigListDescription: (topic: string) => `${topic} کی گِگز: قیمتیں، ریٹنگز اور ڈیلیوری کے اوقات کا موازنہ کریں۔`,
  localPayoutFailures: {
    closed: 'وصول کرنے والا اکاؤنٹ بند ہے۔',
    noAnswer: 'وصول کرنے والے بینک نے وقت پر رقم کی منتقلی کی تصدیق نہیں کی؛ رقم واپس کر دی گئی۔',
  },
};
