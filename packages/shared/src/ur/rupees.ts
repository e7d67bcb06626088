import type { rupeesTexts as english } from '../rupees.js';
import type { Translation } from '../i18n/translation.js';

export const rupeesTexts: Translation<typeof english> = {
  rateInvalid: 'ایک امریکی ڈالر کے بدلے روپے درج کریں: 1 سے 10,000 تک کا عدد، زیادہ سے زیادہ 4 اعشاریہ کے ساتھ۔',
  rateSaved: 'شرحِ مبادلہ محفوظ ہو گئی',
  methodRequired: 'ادائیگی کا طریقہ منتخب کریں',
  accountRequired: 'اپنے والیٹ اکاؤنٹ کا موبائل نمبر درج کریں',
  walletNumberFormat: 'پاکستانی موبائل نمبر درج کریں، جیسے 03001234567',
  raastFormat: 'وہ موبائل نمبر یا IBAN درج کریں جس سے آپ کی Raast ID منسلک ہے',
  walletDeclined: 'آپ کے والیٹ میں ادائیگی مسترد ہو گئی۔ دوبارہ کوشش کریں، یا کسی اور طریقے سے ادائیگی کریں۔',
  walletExpired: 'ادائیگی وقت پر منظور نہیں ہوئی۔ جب فون آپ کے پاس ہو تو دوبارہ کوشش کریں۔',
  walletRefundFailed: 'والیٹ نے ریفنڈ قبول نہیں کیا۔ دوبارہ کوشش کی جائے گی۔',
};
