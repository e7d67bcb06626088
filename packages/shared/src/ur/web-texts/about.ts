import type { Translation } from '../../i18n/translation.js';
import type { aboutWebTexts as english } from '../../web-texts/about.js';
import { ltr } from '../bidi.js';

export const aboutWebTexts: Translation<typeof english> = {
  eyebrow: (siteName: string) => `${siteName} کے بارے میں`,
  heading: 'ایسا کام جو آپ کی زندگی کے مطابق ہو، ایسی ادائیگی جو آپ کے وقت کی قدر کرے',
  lead: (siteName: string) =>
    `${siteName} کاروباروں کو ماہر فری لانسرز سے جوڑتا ہے، اور جس کے پاس بھی ایک گھنٹہ فارغ ہو اسے آن لائن کمانے کا منصفانہ طریقہ دیتا ہے۔`,
  whyHeading: (siteName: string) => `لوگ ${siteName} کو کیوں چنتے ہیں`,
  earnTitle: 'کمائیں',
  earnText: (min: string, max: string) => `فی ٹاسک Rs ${min} سے ${max} تک پائیں، سیدھا آپ کے بینک اکاؤنٹ یا موبائل والیٹ میں۔`,
  growTitle: 'آگے بڑھیں',
  growText: 'ہر مکمل ٹاسک آپ کے ریویوز میں اضافہ کرتا ہے۔ بہتر ریویوز سے بڑے پراجیکٹس اور بہتر ادائیگی والے کلائنٹس ملتے ہیں۔',
  cashbackTitle: 'پہلے لاگ اِن پر کیش بیک',
  cashbackText: (bonus: string) => `جب آپ پہلی بار اپنے تصدیق شدہ اکاؤنٹ میں سائن اِن کریں گے تو ${ltr(bonus)} کا خوش آمدیدی بونس آپ کے والیٹ میں آ جائے گا۔`,
  flexibleTitle: 'لچکدار کام',
  flexibleText: 'نہ دفتر، نہ مقررہ اوقات۔ دن میں ایک گھنٹہ یا پورا وقت، کہیں سے بھی، اپنی پسند کے ٹاسک پر کام کریں۔',
  safeTitle: 'محفوظ اور تصدیق شدہ',
  safeText: 'ہر ورکر کی شناخت کی تصدیق ہوتی ہے اور ہر ادائیگی کام کی منظوری تک محفوظ رکھی جاتی ہے۔',
  howHeading: 'یہ کیسے کام کرتا ہے',
  steps: [
    { title: 'اپنا اکاؤنٹ بنائیں', text: 'چند منٹ میں اپنی تفصیلات اور بینک کی معلومات کے ساتھ رجسٹر کریں۔' },
    { title: 'تصدیق کروائیں', text: 'ہماری ٹیم آپ کی شناخت کی جانچ کرتی ہے، عموماً ایک دن کے اندر۔' },
    { title: 'ٹاسک مکمل کریں', text: 'اپنی مہارت کے مطابق ٹاسک چنیں اور اپنا کام جمع کرائیں۔' },
    { title: 'ادائیگی پائیں', text: 'منظور شدہ کام کی ادائیگی آپ کے اکاؤنٹ میں کی جاتی ہے۔ بس اتنا ہی آسان۔' },
  ],
  join: (siteName: string) => `${siteName} میں شامل ہوں`,
  contact: 'ہم سے رابطہ کریں',
};
