import type { orderLifecycleTexts as englishLifecycleTexts, orderStatusLabels as englishStatusLabels } from '../order-lifecycle.js';
import type { Translation } from '../i18n/translation.js';

/** Urdu order statuses (the English ones: ../order-lifecycle.ts). */
export const orderStatusLabels: Translation<typeof englishStatusLabels> = {
  pending: 'ادائیگی کا انتظار',
  in_progress: 'جاری',
  delivered: 'ڈیلیور شدہ',
  revision_requested: 'ترمیم کی درخواست',
  completed: 'مکمل',
  cancelled: 'منسوخ',
  disputed: 'زیرِ تنازع',
};

/** Urdu answers of the order rules and the activity lines of the timeline. */
export const orderLifecycleTexts: Translation<typeof englishLifecycleTexts> = {
  notFound: 'آرڈر نہیں ملا۔',
  notYours: 'اس آرڈر پر یہ کارروائی آپ نہیں کر سکتے۔',
  deliver: 'صرف جاری آرڈر، یا وہ آرڈر جس پر ترمیم کی درخواست کی گئی ہو، ڈیلیور کیا جا سکتا ہے۔',
  accept: 'صرف ڈیلیور ہو چکا آرڈر قبول کیا جا سکتا ہے۔',
  requestRevision: 'ترمیم کی درخواست صرف ڈیلیور ہو چکے آرڈر پر کی جا سکتی ہے۔',
  noRevisionsLeft: 'اس آرڈر پر کوئی ترمیم باقی نہیں رہی۔',
  submitRequirements: 'ضروریات صرف جاری آرڈر پر اور پہلی ڈیلیوری سے پہلے بھیجی جا سکتی ہیں۔',
  cancel: 'صرف تاخیر کا شکار آرڈر فوراً منسوخ کیا جا سکتا ہے؛ اس کے بجائے سیلر سے منسوخی پر رضامندی کی درخواست کریں۔',
  requestCancellation: 'یہ آرڈر اس وقت منسوخ نہیں کیا جا سکتا۔',
  cancellationOpen: 'اس آرڈر پر منسوخی کی ایک درخواست پہلے سے موجود ہے۔',
  noCancellation: 'جواب دینے کے لیے منسوخی کی کوئی درخواست موجود نہیں ہے۔',
  ownCancellation: 'آپ کی منسوخی کی درخواست کا جواب دوسرا فریق دے گا۔',
  noOwnCancellation: 'واپس لینے کے لیے آپ کی منسوخی کی کوئی درخواست موجود نہیں ہے۔',
  dispute: 'تنازع صرف جاری، ڈیلیور ہو چکے یا ترمیم کی درخواست والے آرڈر پر کھولا جا سکتا ہے۔',
  resolve: 'صرف زیرِ تنازع آرڈر کا تنازع حل کیا جا سکتا ہے۔',
  ownDispute: 'آپ اس آرڈر کے خریدار یا سیلر ہیں، اس لیے آپ اس کا تنازع حل نہیں کر سکتے۔ اس کا فیصلہ کسی دوسرے ایڈمن کو کرنا ہو گا۔',
  badFile: 'ان فائلوں میں سے ایک آپ کی اپ لوڈ کی ہوئی ڈیلیوری فائل نہیں ہے۔',
  fileInUse: 'ان فائلوں میں سے ایک پہلے ہی کسی آرڈر کے ساتھ منسلک ہے۔',
  activity: {
    paid: 'آرڈر کی ادائیگی ہو گئی',
    requirements: 'ضروریات بھیج دی گئیں',
    delivered: 'کام ڈیلیور کر دیا گیا',
    revision_requested: 'ترمیم کی درخواست کی گئی',
    accepted: 'ڈیلیوری قبول کر لی گئی: آرڈر مکمل ہو گیا',
    auto_completed: 'خود بخود مکمل ہو گیا: مقررہ وقت میں ڈیلیوری کا کوئی جواب نہیں آیا',
    cancellation_requested: 'منسوخی کی درخواست کی گئی',
    cancellation_accepted: 'منسوخی قبول کر لی گئی: آرڈر منسوخ ہو گیا',
    cancellation_declined: 'منسوخی کی درخواست مسترد کر دی گئی',
    cancellation_withdrawn: 'منسوخی کی درخواست واپس لے لی گئی',
    cancellation_auto_accepted: 'منسوخی خود بخود قبول ہو گئی: مقررہ وقت میں کوئی جواب نہیں آیا',
    cancelled_late: 'خریدار نے منسوخ کر دیا: آرڈر میں تاخیر ہو گئی تھی',
    disputed: 'تنازع کھولا گیا',
    resolved_complete: 'تنازع حل ہو گیا: آرڈر مکمل',
    resolved_refund: 'تنازع حل ہو گیا: خریدار کو ریفنڈ',
    refunded: 'خریدار کو پوری رقم ریفنڈ کر دی گئی',
  },
};
