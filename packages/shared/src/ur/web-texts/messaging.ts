import type { Translation } from '../../i18n/translation.js';
import type { messagingWebTexts as english } from '../../web-texts/messaging.js';

/** The messages pages in Urdu, beyond messagingTexts. */
export const messagingWebTexts: Translation<typeof english> = {
  heading: 'پیغامات',
  unread: (count: number) => `پیغامات، ${count} نہ پڑھے گئے`,
  buyer: 'خریدار',
  seller: 'سیلر',
  columns: { lastMessage: 'آخری پیغام', date: 'تاریخ', action: 'کارروائی' },
  open: 'کھولیں',
  noMessagesYet: 'ابھی تک کوئی پیغام نہیں',
  you: 'آپ',
  loadEarlier: 'پرانے پیغامات لوڈ کریں',
  messagesList: 'پیغامات',
  reply: 'جواب دیں',
  replyPlaceholder: 'پیغام لکھیں',
  replyHint: 'Enter دبانے سے پیغام بھیج دیا جائے گا، Shift+Enter سے نئی لائن شروع ہو گی۔',
  contactMe: 'مجھ سے رابطہ کریں',
  signInPrompt: 'اپنی گفتگو پڑھنے اور جواب دینے کے لیے سائن اِن کریں۔',
  signIn: 'سائن اِن',
};
