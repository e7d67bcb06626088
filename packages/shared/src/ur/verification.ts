import type { Translation } from '../i18n/translation.js';
import type { verificationTexts as english } from '../verification.js';

/** Urdu of `verificationTexts`: identity verification messages. */
export const verificationTexts: Translation<typeof english> = {
  idTypeChoice: 'وہ دستاویز منتخب کریں جو آپ دکھائیں گے',
  idNumberRequired: 'نمبر بالکل ویسا درج کریں جیسا آپ کی دستاویز پر لکھا ہے',
  idNumberFormat: 'نمبر بالکل ویسا درج کریں جیسا آپ کی دستاویز پر لکھا ہے: 5 سے 20 حروف اور ہندسے',
  idCountryRequired: 'وہ ملک منتخب کریں جس نے یہ دستاویز جاری کی',
  idNumberTaken: 'اس دستاویز نمبر سے ایک اکاؤنٹ پہلے سے موجود ہے۔',
  countryRequired: 'اپنا ملک منتخب کریں',
  termsRequired: 'براہِ کرم سروس کی شرائط اور پرائیویسی پالیسی قبول کریں',
  kindRequired: "JSON میں kind: 'buyer' بھیجیں، یا کمانے والے کی رجسٹریشن multipart/form-data کی صورت میں بھیجیں",
  sent: 'شکریہ۔ آپ کی دستاویزات بھیج دی گئی ہیں؛ ایک ایڈمن ایک سے دو کاروباری دنوں میں ان کا جائزہ لے گا۔',
  alreadyVerified: 'آپ کا اکاؤنٹ پہلے ہی تصدیق شدہ ہے۔',
  alreadyPending: 'آپ کی دستاویزات پہلے ہی جائزے کی منتظر ہیں۔ ایڈمن کا جواب آنے کے بعد آپ انہیں دوبارہ بھیج سکتے ہیں۔',
  adminNotVerifiable: 'ایڈمن اکاؤنٹس کی تصدیق دستاویزات کے ذریعے نہیں ہوتی۔',
  newDocumentRequired: 'براہِ کرم یہاں نئی تصویر بھیجیں: ایڈمن نے یہ دوبارہ مانگی ہے',
  decisionNotPending: 'فیصلہ صرف اسی اکاؤنٹ پر ہو سکتا ہے جس کی دستاویزات جائزے کی منتظر ہوں۔',
  decisionNoDocuments: 'اس اکاؤنٹ نے اپنی شناختی دستاویزات نہیں بھیجیں: تصدیق کے لیے کچھ موجود نہیں۔',
  reasonRequired: 'وجہ بتائیں تاکہ یوزر کو معلوم ہو کہ اسے کیا کرنا ہے',
  documentRequired: 'وہ دستاویز منتخب کریں جو دوبارہ بھیجنی ہے',
  decided: {
    verified: 'اکاؤنٹ کی تصدیق ہو گئی ہے۔',
    changes_requested: 'یوزر سے دستاویز دوبارہ بھیجنے کو کہہ دیا گیا ہے۔',
    rejected: 'تصدیق مسترد کر دی گئی ہے۔',
  },
  legalNameSaved: 'آپ کا قانونی نام محفوظ ہو گیا۔',
  legalNameLocked: 'آپ کا قانونی نام صرف نئی تصدیق کے ذریعے ہی تبدیل ہو سکتا ہے۔',
  documentLabels: {
    legalName: 'شناختی کارڈ کے مطابق پورا نام',
    idNumber: 'شناختی نمبر',
    idCardFront: 'شناختی کارڈ یا پاسپورٹ کی تصویر',
    idCardBack: 'شناختی کارڈ کی پچھلی طرف',
    liveSelfie: 'لائیو سیلفی',
    bankImg: 'بینک کی تصویر',
    payoutDetails: 'ادائیگی (پے آؤٹ) کی تفصیلات',
  },
};
