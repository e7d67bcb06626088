import type { walletCheckoutWebTexts as english } from '../../web-texts/wallet-checkout.js';
import type { Translation } from '../../i18n/translation.js';

export const walletCheckoutWebTexts: Translation<typeof english> = {
  howToPay: 'ادائیگی کا طریقہ',
  methods: { card: 'کارڈ', easypaisa: 'Easypaisa', jazzcash: 'JazzCash', raast: 'Raast' },
  hints: { card: 'امریکی ڈالر میں ادائیگی', easypaisa: 'موبائل والیٹ، روپے میں', jazzcash: 'موبائل والیٹ، روپے میں', raast: 'Raast کے ذریعے بینک اکاؤنٹ، روپے میں' },
  account: 'آپ کے والیٹ اکاؤنٹ کا موبائل نمبر',
  raastAccount: 'آپ کی Raast ID کا موبائل نمبر یا IBAN',
  estimate: (amount: string, rate: string) => `آپ تقریباً ${amount} ادا کریں گے، ${rate} فی ڈالر کے حساب سے`,
  estimateNote: 'درست رقم ادائیگی کا بٹن دبانے پر طے ہوگی۔',
  pay: (method: string) => `${method} سے ادائیگی کریں`,
  exactAmount: 'منظوری کے لیے رقم',
  atRate: (rate: string) => `${rate} فی ڈالر کے حساب سے`,
  waitingTitle: 'اپنے فون پر ادائیگی کی منظوری دیں',
  waitingBody: (method: string, account: string) => `ہم نے آپ کے ${method} اکاؤنٹ ${account} پر ادائیگی کی درخواست بھیجی ہے۔ ایپ کھولیں اور اسے منظور کریں۔`,
  status: 'صورتحال',
  states: { pending: 'آپ کی منظوری کا انتظار ہے', succeeded: 'ادائیگی منظور ہو گئی', declined: 'مسترد', expired: 'وقت پر منظوری نہیں ملی' },
  stillWaiting: 'ہم ابھی آپ کے والیٹ کا انتظار کر رہے ہیں؛ منظوری ملتے ہی آپ کا آرڈر خود بخود اپ ڈیٹ ہو جائے گا۔',
  goToOrders: 'اپنے آرڈرز دیکھیں',
  tryAgain: 'دوبارہ کوشش کریں',
  payByCard: 'اس کے بجائے کارڈ سے ادائیگی کریں',
};
