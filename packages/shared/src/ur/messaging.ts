import type { messagingTexts as english } from '../messaging.js';
import type { Translation } from '../i18n/translation.js';

/** Urdu chat texts (the English ones: ../messaging.ts). */
export const messagingTexts: Translation<typeof english> = {
  noMessages: 'کوئی پیغام نہیں!',
  startConversation: 'گفتگو شروع کریں!',
  markAsRead: 'پڑھا ہوا نشان زد کریں',
  loadError: 'خرابی: کچھ غلط ہو گیا',
  send: 'بھیجیں',
  messageTooLong: 'پیغام زیادہ سے زیادہ 5,000 حروف کا ہو سکتا ہے۔',
  cannotMessageSelf: 'آپ اپنے آپ سے گفتگو شروع نہیں کر سکتے۔',
  notASeller: 'آپ صرف کسی سیلر سے، یا اس شخص سے گفتگو شروع کر سکتے ہیں جس کے ساتھ آپ کا کوئی آرڈر ہو۔',
  userNotFound: 'صارف نہیں ملا',
  conversationNotFound: 'گفتگو نہیں ملی',
};
