import type { orderTexts as englishOrderTexts, paymentTexts as englishPaymentTexts } from '../orders.js';
import type { Translation } from '../i18n/translation.js';

/** Urdu checkout and payment texts (the English ones: ../orders.ts). */
export const paymentTexts: Translation<typeof englishPaymentTexts> = {
  succeeded: 'ادائیگی کامیاب ہو گئی!',
  processing: 'آپ کی ادائیگی پر کارروائی جاری ہے۔',
  requiresPaymentMethod: 'آپ کی ادائیگی کامیاب نہیں ہوئی، براہِ کرم دوبارہ کوشش کریں۔',
  other: 'کچھ غلط ہو گیا۔',
  cardDeclined: 'آپ کا کارڈ مسترد کر دیا گیا۔',
  insufficientFunds: 'آپ کے کارڈ میں بیلنس ناکافی ہے۔',
  invalidNumber: 'آپ کا کارڈ نمبر درست نہیں ہے۔',
  invalidExpiry: 'آپ کے کارڈ کی میعاد ختم ہونے کی تاریخ درست نہیں ہے۔',
  expired: 'آپ کے کارڈ کی میعاد ختم ہو چکی ہے۔',
  invalidCvc: 'آپ کے کارڈ کا سیکیورٹی کوڈ درست نہیں ہے۔',
  notTestCard: 'آپ کا کارڈ مسترد کر دیا گیا۔ یہ ایک ٹیسٹ ادائیگی ہے: اس صفحے پر دیے گئے ٹیسٹ کارڈز میں سے کوئی ایک استعمال کریں۔',
  alreadyPaid: 'یہ ادائیگی پہلے ہی ہو چکی ہے۔',
  ownGig: 'آپ اپنی گِگ خود نہیں خرید سکتے۔',
  gigNotFound: 'گِگ نہیں ملی۔',
  paymentNotFound: 'ادائیگی نہیں ملی۔',
  amountMismatch: 'ادا کی گئی رقم آرڈر کی رقم سے مطابقت نہیں رکھتی۔ براہِ کرم سپورٹ سے رابطہ کریں۔',
  providerUnavailable: 'ادائیگی کی سروس اس وقت دستیاب نہیں ہے۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  webhooksStripeOnly: 'ویب ہُکس صرف Stripe کے ساتھ استعمال ہوتے ہیں۔',
  missingSignature: 'Stripe کا دستخط موجود نہیں ہے۔',
  invalidSignature: 'Stripe کا دستخط درست نہیں ہے۔',
  noOrderData: 'آرڈر کا کوئی ڈیٹا نہیں',
  noOrders: 'کوئی آرڈر نہیں!',
  testPayment: 'یہ ایک ٹیسٹ ادائیگی ہے: کوئی رقم منتقل نہیں ہوتی اور کسی اصلی کارڈ سے پیسے نہیں کٹتے۔',
};

/** Urdu texts of the orders list that the server shares (the English ones: ../orders.ts). */
export const orderTexts: Translation<typeof englishOrderTexts> = {
  deletedUser: 'حذف شدہ صارف',
};
