import type { Translation } from '../../i18n/translation.js';
import type {
  accountAccessRouteTexts as englishAccountAccessRouteTexts,
  earningsRouteTexts as englishEarningsRouteTexts,
  legalRouteTexts as englishLegalRouteTexts,
  notificationRouteTexts as englishNotificationRouteTexts,
  payoutsAdminRouteTexts as englishPayoutsAdminRouteTexts,
} from '../../web-texts/routes.js';

// Tab titles and meta descriptions, in Urdu, of routes whose pages' other texts live in the area files beside.

export const earningsRouteTexts: Translation<typeof englishEarningsRouteTexts> = {
  title: 'آمدنی',
  description: 'امریکی ڈالر اور روپے میں آپ کے بیلنس، ان کا ریکارڈ، آپ کی ادائیگیاں (پے آؤٹس) اور ادائیگی کے طریقے۔',
};

export const notificationRouteTexts: Translation<typeof englishNotificationRouteTexts> = {
  list: { title: 'اطلاعات', description: 'آپ کے آرڈرز، ٹاسک، ریویوز اور ادائیگیوں کے بارے میں تازہ ترین سرگرمی، نئی پہلے۔' },
  settings: { title: 'اطلاعات کی سیٹنگز', description: 'منتخب کریں کہ آپ ہم سے کون سی ای میلز وصول کرنا چاہتے ہیں۔' },
  unsubscribe: { title: 'ای میلز بند کریں', description: 'کسی ای میل میں موجود لنک کے ذریعے اس قسم کی ای میلز بند کریں۔' },
};

export const accountAccessRouteTexts: Translation<typeof englishAccountAccessRouteTexts> = {
  forgotPassword: { title: 'پاس ورڈ بھول گئے', description: 'نیا پاس ورڈ منتخب کرنے کے لنک والی ای میل حاصل کریں۔' },
  resetPassword: { title: 'نیا پاس ورڈ منتخب کریں', description: 'اپنی ای میل میں موجود لنک کے ذریعے نیا پاس ورڈ سیٹ کریں۔' },
  verifyEmail: { title: 'ای میل ایڈریس کی تصدیق کریں', description: 'اپنے اکاؤنٹ کے ای میل ایڈریس کی تصدیق کریں۔' },
  undoEmailChange: {
    title: 'ای میل کی تبدیلی واپس لیں',
    description: 'پرانے ای میل ایڈریس پر بھیجے گئے لنک کے ذریعے اپنے اکاؤنٹ کا پرانا ای میل ایڈریس بحال کریں۔',
  },
};

/** The admin's payout and finance routes, in Urdu. */
export const payoutsAdminRouteTexts: Translation<typeof englishPayoutsAdminRouteTexts> = {
  payouts: { title: 'ادائیگیاں (پے آؤٹس)', description: 'منظور یا مسترد کرنے کے لیے ادائیگی کی درخواستیں، اسٹیٹس کے لحاظ سے۔' },
  finance: {
    title: 'مالیات',
    description: 'ہر کرنسی کے حسابات کا مِلان: ٹرائل بیلنس، ایسکرو، منتقلی کے دوران رقم، آمدن اور اخراجات۔',
  },
};

export const legalRouteTexts: Translation<typeof englishLegalRouteTexts> = {
  privacy: {
    title: 'پرائیویسی پالیسی',
    description: 'Kaamkar آپ کے بارے میں کیا معلومات محفوظ رکھتا ہے (شناختی کارڈ، سیلفی، بینک تفصیلات)، کیوں، کتنی مدت کے لیے، انہیں کون دیکھ سکتا ہے اور انہیں کیسے حذف کروایا جا سکتا ہے۔',
  },
  terms: {
    title: 'سروس کی شرائط',
    description: 'Kaamkar کے استعمال کے قواعد: اکاؤنٹس اور تصدیق، گِگز اور آرڈرز، ٹاسک، ادائیگیاں اور پے آؤٹس۔',
  },
};
