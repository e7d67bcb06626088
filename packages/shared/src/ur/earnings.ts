import type { ledgerKindTexts as englishLedgerKindTexts, payoutMethodLabels as englishPayoutMethodLabels, payoutTexts as englishPayoutTexts } from '../earnings.js';
import type { Translation } from '../i18n/translation.js';

/** What each kind of posting says in a user's history. */
export const ledgerKindTexts: Translation<typeof englishLedgerKindTexts> = {
  order_paid: 'آرڈر کی ادائیگی',
  order_earning: 'آرڈر سے آمدنی (پلیٹ فارم فیس کے بعد)',
  earning_cleared: 'آمدنی دستیاب ہو گئی',
  order_refunded: 'آرڈر کا ریفنڈ',
  registration_bonus: 'رجسٹریشن بونس',
  task_reward: 'ٹاسک کا انعام',
  payout_requested: 'ادائیگی کی درخواست',
  payout_paid: 'ادائیگی کر دی گئی',
  payout_returned: 'ادائیگی واپس آ گئی',
};

export const payoutMethodLabels: Translation<typeof englishPayoutMethodLabels> = {
  iban: 'بینک اکاؤنٹ (IBAN)',
  easypaisa: 'Easypaisa',
  payoneer: 'Payoneer',
  wise: 'Wise',
};

export const payoutTexts: Translation<typeof englishPayoutTexts> = {
  methodTypeInvalid: 'IBAN، Easypaisa، Payoneer یا Wise میں سے انتخاب کریں',
  titleRequired: 'اکاؤنٹ ٹائٹل ضروری ہے',
  emailInvalid: 'اکاؤنٹ کا ای میل ایڈریس درج کریں',
  currencyNotTaken: 'اس قسم کا اکاؤنٹ یہ کرنسی وصول نہیں کرتا',
  methodNotFound: 'ادائیگی کا طریقہ نہیں ملا',
  methodExists: 'یہ ادائیگی کا طریقہ آپ پہلے ہی شامل کر چکے ہیں',
  tooManyMethods: 'آپ زیادہ سے زیادہ 10 ادائیگی کے طریقے رکھ سکتے ہیں',
  methodAdded: 'ادائیگی کا طریقہ شامل کر دیا گیا۔ آپ کی رقم کی حفاظت کے لیے تبدیلی کے بعد کچھ دیر تک ادائیگیاں روک دی جاتی ہیں۔',
  methodDeleted: 'ادائیگی کا طریقہ ہٹا دیا گیا۔',
  beneficiaryNotFound: 'پے آؤٹ فراہم کنندہ کے پاس یہ اکاؤنٹ موجود نہیں؛ براہِ کرم نمبر چیک کریں',
  notVerified: 'رقم نکلوانے کے لیے اپنی شناخت کی تصدیق کریں۔',
  notVerifiedBecause: {
    none: 'رقم نکلوانے کے لیے اپنی شناخت کی تصدیق کریں: تصدیق کے صفحے سے اپنی شناختی دستاویزات اور ایک لائیو سیلفی بھیجیں۔',
    pending: 'آپ کی دستاویزات کا جائزہ لیا جا رہا ہے۔ ایڈمن کی جانب سے آپ کی شناخت کی تصدیق کے بعد آپ رقم نکلوا سکیں گے۔',
    changes_requested: 'ایڈمن نے آپ سے ایک دستاویز دوبارہ بھیجنے کو کہا ہے۔ رقم نکلوانے کے لیے اپنی شناخت کی تصدیق کریں۔',
    rejected: 'آپ کی تصدیق منظور نہیں ہوئی۔ رقم نکلوانے کے لیے اپنی دستاویزات دوبارہ بھیجیں۔',
  },
  legalNameMissing: 'پہلی ادائیگی سے پہلے اپنا پورا نام شناختی کارڈ کے مطابق درج کریں: ادائیگیاں صرف اسی نام کے اکاؤنٹس میں بھیجی جاتی ہیں۔',
  titleDiffers: (title: string, legalName: string) => `اکاؤنٹ ٹائٹل “${title}” شناختی کارڈ پر درج قانونی نام “${legalName}” سے مختلف ہے۔`,
  titleDiffersForUser: 'یہ اکاؤنٹ ٹائٹل آپ کے شناختی کارڈ والے نام سے مختلف ہے: اس اکاؤنٹ میں ادائیگیاں مسترد ہو سکتی ہیں۔',
  adminNoPayouts: 'ایڈمن اکاؤنٹس سے رقم نہیں نکلوائی جا سکتی۔',
  belowMinimum: (min: string) => `کم از کم ادائیگی ${min} ہے۔`,
  aboveAvailable: (available: string) => `آپ زیادہ سے زیادہ ${available} نکلوا سکتے ہیں، جو آپ کا دستیاب بیلنس ہے۔`,
  oncePerDay: (when: string) => `آپ ہر کرنسی میں 24 گھنٹوں میں ایک ادائیگی کی درخواست دے سکتے ہیں؛ اگلی درخواست ${when} سے دی جا سکے گی۔`,
  methodsLocked: (when: string) => `ادائیگی کے طریقوں یا ای میل ایڈریس میں تبدیلی کی وجہ سے ادائیگیاں ${when} تک روک دی گئی ہیں۔`,
  idempotencyKeyRequired: 'Idempotency-Key ہیڈر ضروری ہے',
  idempotencyKeyReused: 'یہ Idempotency-Key کسی اور ادائیگی کی درخواست کے لیے استعمال ہو چکی ہے',
  payoutNotFound: 'ادائیگی نہیں ملی',
  notRequested: 'صرف وہی ادائیگی منظور یا مسترد کی جا سکتی ہے جس کی درخواست زیرِ غور ہو',
  ownerDeleted: 'یہ ادائیگی منظور نہیں کی جا سکتی: اس کے مالک کا اکاؤنٹ حذف ہو چکا ہے۔ اسے بند کرنے کے لیے مسترد کریں۔',
  ownerNotVerified: 'یہ ادائیگی منظور نہیں کی جا سکتی: اس کا مالک اب تصدیق شدہ نہیں۔ اکاؤنٹ کی دوبارہ تصدیق کریں، یا وجہ بتا کر ادائیگی مسترد کریں۔',
  ownerIsAdmin: 'یہ ادائیگی منظور نہیں کی جا سکتی: اس کا مالک اب ایڈمن ہے، اور ایڈمن اکاؤنٹس سے رقم نہیں نکلوائی جا سکتی۔ وجہ بتا کر اسے مسترد کریں۔',
  stoppedOwnerDeleted: 'ادائیگی بھیجے جانے سے پہلے روک دی گئی: اکاؤنٹ حذف ہو چکا تھا۔',
  stoppedNotVerified: 'ادائیگی بھیجے جانے سے پہلے روک دی گئی: آپ کا اکاؤنٹ اب تصدیق شدہ نہیں۔ رقم آپ کے دستیاب بیلنس میں واپس آ گئی ہے۔',
  stoppedIsAdmin: 'ادائیگی بھیجے جانے سے پہلے روک دی گئی: ایڈمن اکاؤنٹس سے رقم نہیں نکلوائی جا سکتی۔ رقم آپ کے دستیاب بیلنس میں واپس آ گئی ہے۔',
  reasonRequired: 'وجہ بتانا ضروری ہے',
  requested: 'ادائیگی کی درخواست بھیج دی گئی۔ ایڈمن جلد اس کا جائزہ لے گا۔',
  approved: 'ادائیگی منظور ہو گئی اور پے آؤٹ فراہم کنندہ کو بھیج دی گئی۔',
  rejected: 'ادائیگی مسترد کر دی گئی؛ رقم دوبارہ دستیاب ہے۔',
  feeFree: 'ادائیگیاں مفت ہیں: پوری رقم آپ کے اکاؤنٹ میں پہنچتی ہے۔',
};
