import type { currencyWebTexts as english } from '../../web-texts/currency.js';
import type { Translation } from '../../i18n/translation.js';

export const currencyWebTexts: Translation<typeof english> = {
  switch: {
    label: 'کرنسی',
    title: 'قیمتیں امریکی ڈالر یا پاکستانی روپے میں دیکھیں',
  },
  approximate: 'تقریباً، ادائیگی امریکی ڈالر میں ہوگی',
  paidAtRate: (rate: string) => `روپے میں ادا کیا گیا، ${rate} فی ڈالر کے حساب سے`,
  budgetLabel: (bound: 'min' | 'max') => `روپے میں ${bound === 'min' ? 'کم از کم' : 'زیادہ سے زیادہ'} بجٹ`,
  rateCard: {
    title: 'شرحِ تبادلہ',
    intro: 'روپے میں قیمتیں اسی شرح پر دکھائی جاتی ہیں، اور والیٹ کی ادائیگیاں بھی اسی شرح پر وصول ہوتی ہیں۔',
    current: (rate: string) => `${rate} فی امریکی ڈالر`,
    since: (date: string) => `${date} سے`,
    field: 'ایک امریکی ڈالر کے روپے',
    save: 'شرح محفوظ کریں',
    history: 'پچھلی شرحیں',
    columns: { value: 'شرح', by: 'کس نے مقرر کی', when: 'کب' },
    initial: 'ابتدائی سیٹنگ',
    empty: 'شرح ابھی تک تبدیل نہیں کی گئی۔',
    loadFailed: 'شرحِ تبادلہ لوڈ نہیں ہو سکی۔',
  },
  checkout: {
    howToPay: 'ادائیگی کا طریقہ',
    methods: { card: 'کارڈ', easypaisa: 'Easypaisa', jazzcash: 'JazzCash', raast: 'Raast' },
    hints: { card: 'امریکی ڈالر میں ادائیگی', easypaisa: 'موبائل والیٹ، روپے میں', jazzcash: 'موبائل والیٹ، روپے میں', raast: 'Raast کے ذریعے بینک اکاؤنٹ، روپے میں' },
    account: 'آپ کے والیٹ اکاؤنٹ کا موبائل نمبر',
    raastAccount: 'آپ کی Raast ID کا موبائل نمبر یا IBAN',
    estimate: (amount: string, rate: string) => `آپ تقریباً ${amount} ادا کریں گے، ${rate} فی ڈالر کے حساب سے`,
    estimateNote: 'درست رقم ادائیگی کا بٹن دبانے پر طے ہوگی۔',
    pay: (method: string) => `${method} سے ادائیگی کریں`,
    exactAmount: (amount: string) => `منظوری کے لیے رقم: ${amount}`,
    waitingTitle: 'اپنے فون پر ادائیگی کی منظوری دیں',
    waitingBody: (method: string, account: string) => `ہم نے آپ کے ${method} اکاؤنٹ ${account} پر ادائیگی کی درخواست بھیجی ہے۔ ایپ کھولیں اور اسے منظور کریں۔`,
    status: 'صورتحال',
    states: { pending: 'آپ کی منظوری کا انتظار ہے', succeeded: 'ادائیگی منظور ہو گئی', declined: 'مسترد', expired: 'وقت پر منظوری نہیں ملی' },
    stillWaiting: 'ہم ابھی آپ کے والیٹ کا انتظار کر رہے ہیں؛ منظوری ملتے ہی آپ کا آرڈر خود بخود اپ ڈیٹ ہو جائے گا۔',
    goToOrders: 'اپنے آرڈرز دیکھیں',
    tryAgain: 'دوبارہ کوشش کریں',
    payByCard: 'اس کے بجائے کارڈ سے ادائیگی کریں',
  },
};
