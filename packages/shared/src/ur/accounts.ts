import type { accountTexts as english } from '../accounts.js';
import type { Translation } from '../i18n/translation.js';
import { requestTexts } from './request-texts.js';

/** Urdu of `accountTexts`: registration, profile and the admin's user messages. */
export const accountTexts: Translation<typeof english> = {
  usernameFormat: 'یوزر نیم 3 سے 32 حروف کا ہو اور اس میں صرف انگریزی حروف، ہندسے، نقطہ (.)، ڈیش (-) یا انڈر اسکور (_) ہوں',
  passwordMax: 'پاس ورڈ زیادہ سے زیادہ 128 حروف کا ہو سکتا ہے',
  passwordCommon:
    'یہ پاس ورڈ سب سے عام پاس ورڈز میں سے ہے، جنہیں اکاؤنٹس ہیک کرنے والے سب سے پہلے آزماتے ہیں۔ کوئی اور پاس ورڈ منتخب کریں۔',
  birthdateInvalid: 'درست تاریخِ پیدائش درج کریں (YYYY-MM-DD)',
  birthdateFuture: 'تاریخِ پیدائش ماضی کی ہونی چاہیے',
  birthdateTooEarly: 'تاریخِ پیدائش 1900 یا اس کے بعد کی ہونی چاہیے',
  tooYoung: 'آپ کی عمر کم از کم 18 سال ہونی چاہیے',
  phoneFormat: 'براہِ کرم درست فون نمبر درج کریں',
  skillChoice: 'فہرست میں سے مہارتیں منتخب کریں',
  yesNo: 'ہاں یا نہیں منتخب کریں',
  ibanChecksum: 'یہ IBAN درست نہیں؛ براہِ کرم نمبر دوبارہ چیک کریں',
  fileRequired: 'براہِ کرم یہ تصویر شامل کریں',
  usernameTaken: 'یہ یوزر نیم پہلے ہی کوئی اور لے چکا ہے۔',
  emailTaken: 'اس ای میل سے ایک اکاؤنٹ پہلے سے موجود ہے۔',
  cnicTaken: 'اس شناختی کارڈ (CNIC) نمبر سے ایک اکاؤنٹ پہلے سے موجود ہے۔',
  registered: 'آپ کا اکاؤنٹ بن گیا ہے۔ ہم جلد آپ کی دستاویزات کی تصدیق کریں گے۔',
  userUpdated: 'یوزر کی معلومات کامیابی سے اپ ڈیٹ ہو گئیں',
  userStatusUpdated: 'یوزر کا اسٹیٹس کامیابی سے اپ ڈیٹ ہو گیا',
  userUpdateFailed: 'ایک خرابی پیش آ گئی',
  userDeleted: 'یوزر کامیابی سے حذف ہو گیا۔',
  userDeleteFailed: 'یوزر کو حذف کرنے میں خرابی پیش آئی!',
  userDeleteConfirm: 'کیا آپ واقعی اس یوزر کو حذف کرنا چاہتے ہیں؟',
  adminNotDeletable: 'ایڈمن یوزرز کو حذف نہیں کیا جا سکتا۔',
  userNotFound: 'یوزر نہیں ملا',
  profileNotFound: 'خرابی: یوزر نہیں ملا',
  fieldNotAllowed: requestTexts.fieldNotAllowed,
  sendMultipart: 'رجسٹریشن multipart/form-data کی صورت میں بھیجیں',
  fieldForbidden: 'آپ یہ فیلڈ تبدیل نہیں کر سکتے',
  avatarNotYours: 'پہلے تصویر اپ لوڈ کریں، پھر اسے یہاں منتخب کریں',
  wrongPassword: 'موجودہ پاس ورڈ درست نہیں',
  passwordChanged: 'پاس ورڈ تبدیل ہو گیا۔ باقی تمام سیشنز سے سائن آؤٹ کر دیا گیا ہے۔',
  searchTooShort: 'کم از کم 3 حروف لکھیں',
  sellerEnabled: 'اب آپ سیلر ہیں۔',
  legalNameRequired: 'اپنا پورا نام بالکل ویسا درج کریں جیسا شناختی کارڈ پر ہے',
  legalNameFormat: 'اپنا پورا نام شناختی کارڈ کے مطابق درج کریں، صرف حروف میں',
};
