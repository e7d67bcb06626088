import type { Translation } from '../../i18n/translation.js';
import type { accountAccessWebTexts as english } from '../../web-texts/account-access.js';
import { accountAccessRouteTexts } from './routes.js';

/** Urdu of `accountAccessWebTexts`: password reset and e-mail verification pages. */
export const accountAccessWebTexts: Translation<typeof english> = {
  routes: accountAccessRouteTexts,
  forgotLink: 'پاس ورڈ بھول گئے؟',
  forgot: {
    heading: 'کیا آپ اپنا پاس ورڈ بھول گئے ہیں؟',
    intro: 'اپنے اکاؤنٹ کا ای میل ایڈریس درج کریں۔ ہم آپ کو نیا پاس ورڈ منتخب کرنے کا لنک بھیجیں گے۔',
    email: 'ای میل ایڈریس',
    submit: 'ری سیٹ لنک بھیجیں',
    sentHeading: 'اپنا اِن باکس دیکھیں',
    sentHint: 'یہ لنک تھوڑی دیر کے لیے کام کرتا ہے۔ ای میل نہیں آئی؟ اپنا اسپام فولڈر دیکھیں، یا دوبارہ لنک منگوائیں۔',
    again: 'کوئی اور ایڈریس استعمال کریں',
    backToSignIn: 'واپس سائن اِن پر جائیں',
  },
  reset: {
    heading: 'نیا پاس ورڈ منتخب کریں',
    intro: 'ایسا پاس ورڈ منتخب کریں جو آپ کہیں اور استعمال نہ کرتے ہوں۔ جن ڈیوائسز پر آپ کا اکاؤنٹ سائن اِن ہے، ان سب سے سائن آؤٹ کر دیا جائے گا۔',
    password: 'نیا پاس ورڈ',
    confirm: 'نیا پاس ورڈ دوبارہ درج کریں',
    mismatch: 'دونوں پاس ورڈ ایک جیسے نہیں ہیں۔',
    submit: 'پاس ورڈ تبدیل کریں',
    doneHeading: 'پاس ورڈ تبدیل ہو گیا',
    signIn: 'سائن اِن کریں',
    badHeading: 'یہ لنک کام نہیں کر رہا',
    askNew: 'نیا لنک منگوائیں',
  },
  verify: {
    heading: 'آپ کے ای میل ایڈریس کی تصدیق ہو رہی ہے',
    checking: 'آپ کا لنک چیک کیا جا رہا ہے…',
    doneHeading: 'تصدیق مکمل ہو گئی',
    badHeading: 'یہ لنک کام نہیں کر رہا',
    badSignedIn: 'آپ اپنی سیٹنگز سے اپنے لیے نیا لنک بھیج سکتے ہیں۔',
    home: 'ہوم پر جائیں',
    settings: 'اپنی سیٹنگز کھولیں',
    dashboard: 'اپنے ڈیش بورڈ پر جائیں',
  },
  undo: {
    heading: 'ای میل کی تبدیلی واپس لی جا رہی ہے',
    checking: 'آپ کا لنک چیک کیا جا رہا ہے…',
    doneHeading: 'تبدیلی واپس لے لی گئی',
    badHeading: 'یہ لنک کام نہیں کر رہا',
    badHint:
      'ای میل کی تبدیلی واپس لینے والے لنک صرف ایک بار اور 7 دن تک کام کرتے ہیں۔ اگر آپ کا ایڈریس کسی اور نے تبدیل کیا ہے تو سپورٹ سے رابطہ کریں۔',
    signIn: 'سائن اِن کریں',
    resetPassword: 'نیا پاس ورڈ منتخب کریں',
    home: 'ہوم پر جائیں',
    contact: 'سپورٹ سے رابطہ کریں',
  },
  email: {
    panel: 'ای میل ایڈریس',
    intro: 'ہم آرڈرز، ٹاسکس اور سیکیورٹی سے متعلق ای میلز اسی ایڈریس پر بھیجتے ہیں۔',
    current: 'آپ کا ایڈریس',
    verified: 'ایڈریس تصدیق شدہ ہے',
    notVerified: 'ایڈریس کی تصدیق نہیں ہوئی',
    notVerifiedHint: 'اس ایڈریس کی تصدیق کے لیے ہمارا بھیجا ہوا لنک کھولیں۔',
    resend: 'تصدیقی لنک دوبارہ بھیجیں',
    changeHeading: 'ای میل ایڈریس تبدیل کریں',
    newEmail: 'نیا ای میل ایڈریس',
    currentPassword: 'موجودہ پاس ورڈ',
    changeHint: 'ہم نئے ایڈریس پر ایک لنک بھیجیں گے؛ جب تک آپ وہ لنک نہیں کھولتے، نیا ایڈریس غیر تصدیق شدہ رہے گا۔',
    submit: 'ای میل ایڈریس تبدیل کریں',
  },
};
