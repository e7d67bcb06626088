import type { uploadPurposes } from '../constants.js';
import type { Translation } from '../i18n/translation.js';
import type { texts as english } from '../texts.js';

// The upload purposes are the API's field values, named as sent; the type keeps them the English list.
const purposes: typeof uploadPurposes = ['avatar', 'gig', 'task', 'submission', 'delivery'];

/** Urdu of `texts`: the messages server and web share. */
export const texts: Translation<typeof english> = {
  required: 'ضروری',
  passwordMin: 'پاس ورڈ کم از کم 5 حروف کا ہونا چاہیے',
  invalidEmail: 'ای میل درست نہیں',
  birthdateRequired: 'تاریخِ پیدائش درج کرنا ضروری ہے',
  cnicRequired: 'شناختی کارڈ (CNIC) نمبر درج کرنا ضروری ہے',
  cnicFormat: 'شناختی کارڈ (CNIC) نمبر اس طرح درج کریں: XXXXX-XXXXXXX-X',
  skillsMin: 'کم از کم ایک مہارت منتخب کرنا ضروری ہے',
  skillsRequired: 'مہارتیں منتخب کرنا ضروری ہے',
  ibanFormat: 'IBAN اس طرح درج کریں: PK00XXXX0000000000000000',
  easypaisaFormat: 'درست Easypaisa IBAN یا پاکستانی فون نمبر درج کریں',
  selectImage: 'براہِ کرم تصویر کی فائل منتخب کریں',
  loginSuccess: 'آپ کامیابی سے لاگ اِن ہو گئے',
  logoutSuccess: 'آپ کامیابی سے لاگ آؤٹ ہو گئے',
  unexpected: 'ایک غیر متوقع خرابی پیش آ گئی۔',
  somethingWrong: 'کچھ غلط ہو گیا',
  refreshFailed: 'آپ کی معلومات تازہ نہیں ہو سکیں۔ براہِ کرم دوبارہ لاگ اِن کریں۔',
  badCredentials: 'یوزر نیم یا پاس ورڈ غلط ہے!',
  notSignedIn: 'آپ سائن اِن نہیں ہیں۔',
  forbidden: 'آپ کو یہ کرنے کی اجازت نہیں۔',
  notFound: 'نہیں ملا۔',
  tooManyRequests: 'بہت زیادہ درخواستیں موصول ہوئی ہیں۔ براہِ کرم کچھ دیر انتظار کر کے دوبارہ کوشش کریں۔',
  tooManyLogins: 'لاگ اِن کی بہت زیادہ کوششیں ہو چکی ہیں۔ براہِ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
  badCursor: 'اس صفحے کا لنک اب کام نہیں کرتا؛ فہرست دوبارہ شروع سے دیکھیں۔',
  foreignOrigin: 'دوسری ویب سائٹس سے آنے والی درخواستوں کی اجازت نہیں۔',
  nothingToChange: 'تبدیل کرنے کے لیے کچھ نہیں',
  databaseUnreachable: 'ڈیٹا بیس سے رابطہ نہیں ہو سکا',
  notReady: 'سرور ابھی درخواستیں لینے کے لیے تیار نہیں۔',
  contactSuccess: 'ہمیں آپ کی تفصیلات مل گئی ہیں، ہم جلد آپ سے رابطہ کریں گے!',
  fileTooLarge: 'فائل بہت بڑی ہے۔',
  fileWrongType: 'اس قسم کی فائل کی اجازت نہیں۔',
  imageTooManyPixels: 'تصویر بہت بڑی ہے (پکسلز بہت زیادہ ہیں)۔',
  fileMissing: 'براہِ کرم اپ لوڈ کرنے کے لیے فائل منتخب کریں۔',
  uploadFailed: 'فائل اپ لوڈ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  imageUnreadable: 'تصویر پڑھی نہیں جا سکی۔ ہو سکتا ہے فائل خراب ہو؛ براہِ کرم کوئی اور فائل منتخب کریں۔',
  uploadPurposeRequired: `بتائیں کہ فائل کس مقصد کے لیے ہے: ${purposes.join('، ')}۔`,
  uploadOneFile: 'ایک ہی فائل بھیجیں، "file" نامی فیلڈ میں۔',
  uploadTaskFilesAdminsOnly: 'ٹاسک کی فائلیں صرف ایڈمن اپ لوڈ کر سکتے ہیں۔',
  uploadWorkVerifiedOnly: 'مکمل کیا گیا کام صرف تصدیق شدہ ورکر اپ لوڈ کر سکتے ہیں۔',
  storageQuotaFull: (allowance: string) =>
    `آپ اپنی اسٹوریج کی پوری حد (${allowance}) استعمال کر چکے ہیں۔ مزید جگہ درکار ہو تو ہم سے رابطہ کریں۔`,
  imageTooManyFrames: (max: number) => `اینیمیشن میں فریم بہت زیادہ ہیں (زیادہ سے زیادہ ${max})۔`,
  imageTooSlow: 'تصویر پراسیس ہونے میں بہت وقت لگ رہا ہے۔ براہِ کرم چھوٹی یا سادہ تصویر منتخب کریں۔',
  imagesBusy: 'سرور اس وقت تصاویر پراسیس کرنے میں مصروف ہے۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  tooManyStreamsSession:
    'اس براؤزر میں لائیو اپ ڈیٹس کے بہت زیادہ کنکشن کھلے ہیں۔ ویب سائٹ کے چند ٹیب بند کر کے صفحہ دوبارہ لوڈ کریں۔',
  tooManyStreamsAccount:
    'آپ کے اکاؤنٹ پر لائیو اپ ڈیٹس کے بہت زیادہ کنکشن کھلے ہیں۔ کسی دوسری ڈیوائس پر ویب سائٹ یا چند ٹیب بند کر کے صفحہ دوبارہ لوڈ کریں۔',
  streamsBusy: 'سرور پر لائیو اپ ڈیٹس کے بہت زیادہ کنکشن کھلے ہیں۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  storageUnavailable: 'اس وقت فائلیں محفوظ نہیں کی جا سکتیں۔ براہِ کرم بعد میں دوبارہ کوشش کریں۔',
  fileGone: 'آپ کی منتخب کردہ ایک فائل اب محفوظ نہیں رہی۔ براہِ کرم اسے دوبارہ اپ لوڈ کریں۔',
  pageNotFound: 'صفحہ نہیں ملا',
  appError: 'ایپلیکیشن میں غیر متوقع خرابی!',
};
