import type { gigTexts as english } from '../gig-constants.js';
import type { Translation } from '../i18n/translation.js';
import { texts } from './texts.js';

export const gigTexts: Translation<typeof english> = {
  noResult: 'اوہ!🤷♂️ کوئی نتیجہ نہیں ملا',
  loadError: 'خرابی: کچھ غلط ہو گیا',
  noReviews: 'اوہ! کوئی ریویو نہیں',
  noReviewsYet: 'ابھی کوئی ریویو نہیں',
  reviewThanks: 'ریویو دینے کا شکریہ!😊',
  reviewTwice: 'آپ اس گِگ کا ریویو پہلے ہی دے چکے ہیں۔',
  reviewOwnGig: 'آپ اپنی گِگ کا ریویو نہیں دے سکتے۔',
  gigNotFound: 'گِگ نہیں ملی',
  gigDeleted: 'گِگ حذف کر دی گئی',
  notYourGig: 'اس گِگ میں تبدیلی صرف اس کا سیلر کر سکتا ہے۔',
  deleteNotAllowed: 'اس گِگ کو صرف اس کا سیلر یا ایڈمن حذف کر سکتا ہے۔',
  notYourFile: 'گِگ کے لیے وہی تصاویر استعمال کریں جو آپ نے اپ لوڈ کی ہیں۔',
  positiveWhole: 'مثبت پورا عدد درج کریں',
  badCursor: texts.badCursor,
  badPrice: 'پورے ڈالر درج کریں، 0 یا اس سے زیادہ',
  minOverMax: 'کم از کم بجٹ زیادہ سے زیادہ بجٹ سے بڑھ کر ہے',
  relevanceNeedsSearch: 'مطابقت کے لحاظ سے ترتیب کے لیے تلاش کا لفظ درج کرنا ضروری ہے',
};
