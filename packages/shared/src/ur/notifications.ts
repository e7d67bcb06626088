import type { notificationKindLabels as englishKindLabels, notificationTexts as english } from '../notifications.js';
import type { Translation } from '../i18n/translation.js';

export const notificationKindLabels: Translation<typeof englishKindLabels> = {
  orders: { label: 'نئے آرڈرز', hint: 'کسی خریدار نے آپ کی کسی گِگ کی ادائیگی کی۔' },
  order_changes: {
    label: 'آرڈر کی اپ ڈیٹس',
    hint: 'ضروریات، ڈیلیوری، ترمیم، آرڈر کی تکمیل، منسوخی، تنازعات اور تاخیر والے آرڈرز۔',
  },
  reviews: { label: 'ریویوز', hint: 'کسی خریدار نے آپ کی کسی گِگ کا ریویو دیا۔' },
  tasks: { label: 'ٹاسکس', hint: 'آپ کو کوئی ٹاسک دیا گیا، یا کسی ورکر نے کام جمع کرایا (ایڈمنز کے لیے)۔' },
  task_reviews: { label: 'ٹاسک کے ریویوز', hint: 'آپ کا جمع کرایا گیا کام منظور ہوا یا واپس بھیجا گیا۔' },
  account: { label: 'اکاؤنٹ', hint: 'آپ کی شناخت کی تصدیق ہو گئی، یا ایڈمن نے آپ سے کوئی دستاویز دوبارہ مانگی۔' },
  money: {
    label: 'آمدنی اور ادائیگیاں',
    hint: 'آمدنی کا کلیئر ہونا، ادائیگیوں (پے آؤٹ) کا ہونا یا ناکام ہونا، اور آپ کی ادائیگیوں اور ریفنڈز کی رسیدیں۔',
  },
  messages: { label: 'پیغامات', hint: 'وہ پیغامات جو بھیجے جانے کے چند منٹ بعد بھی نہیں پڑھے گئے۔' },
  security: { label: 'سیکیورٹی', hint: 'پاس ورڈ اور ادائیگی (پے آؤٹ) کے طریقے میں تبدیلیاں۔ یہ بند نہیں کی جا سکتیں۔' },
};

export const notificationTexts: Translation<typeof english> = {
  notFound: 'اطلاع نہیں ملی',
  securityLocked: 'سیکیورٹی ای میلز بند نہیں کی جا سکتیں۔',
  preferencesSaved: 'آپ کی ای میل ترجیحات محفوظ ہو گئیں۔',
  unsubscribed: (label: string) =>
    `اب آپ کو “${label}” کے بارے میں ای میل نہیں آئے گی۔ آپ اطلاعات کی سیٹنگز میں اسے دوبارہ آن کر سکتے ہیں۔`,
  badUnsubscribeLink: 'ان سبسکرائب کا یہ لنک درست نہیں ہے۔',
  // Password reset and e-mail verification
  resetSent: 'اگر اس ای میل ایڈریس سے کوئی اکاؤنٹ موجود ہے تو ہم نے اس پر نیا پاس ورڈ منتخب کرنے کا لنک بھیج دیا ہے۔',
  resetDone: 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ نئے پاس ورڈ سے سائن اِن کریں۔',
  badLink: 'یہ لنک درست نہیں یا اس کی میعاد ختم ہو چکی ہے۔ نیا لنک منگوائیں۔',
  emailVerified: 'آپ کے ای میل ایڈریس کی تصدیق ہو گئی ہے۔',
  verificationSent: 'ہم نے آپ کو تصدیق کا نیا لنک بھیج دیا ہے۔',
  alreadyVerified: 'آپ کا ای میل ایڈریس پہلے ہی تصدیق شدہ ہے۔',
  emailChanged: 'آپ کا ای میل ایڈریس تبدیل ہو گیا ہے۔ اس کی تصدیق کے لیے اپنے اِن باکس میں لنک دیکھیں۔',
  sameEmail: 'یہ پہلے ہی آپ کا ای میل ایڈریس ہے۔',
  // Undoing an e-mail change from the link mailed to the old address
  emailChangeUndone:
    'تبدیلی واپس لے لی گئی: یہ ای میل ایڈریس دوبارہ آپ کے اکاؤنٹ کا ہے، اور اکاؤنٹ کے تمام سیشنز سے سائن آؤٹ کر دیا گیا ہے۔ سائن اِن کریں، اور اگر کسی اور کو آپ کا پاس ورڈ معلوم تھا تو نیا پاس ورڈ منتخب کریں۔',
  undoAddressTaken: 'یہ ای میل ایڈریس اب کسی دوسرے اکاؤنٹ میں استعمال ہو رہا ہے، اس لیے یہ تبدیلی یہاں واپس نہیں لی جا سکتی۔ سپورٹ سے رابطہ کریں۔',
  tooManyRequests: 'بہت زیادہ درخواستیں۔ براہ کرم چند منٹ انتظار کریں اور دوبارہ کوشش کریں۔',
};
