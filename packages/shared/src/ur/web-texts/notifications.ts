import type { notificationWebTexts as english } from '../../web-texts/notifications.js';
import type { Translation } from '../../i18n/translation.js';
import { notificationRouteTexts } from './routes.js';

export const notificationWebTexts: Translation<typeof english> = {
  routes: notificationRouteTexts,
  bell: (unread: number) => (unread > 0 ? `اطلاعات، ${unread >= 100 ? '99+' : unread} بغیر پڑھی` : 'اطلاعات'),
  badge: (unread: number) => (unread > 9 ? '9+' : String(unread)),
  panelTitle: 'اطلاعات',
  unreadCount: (unread: number) => (unread >= 100 ? '99+ بغیر پڑھی' : unread > 0 ? `${unread} بغیر پڑھی` : 'سب پڑھ لی گئیں'),
  markAllRead: 'سب کو پڑھا ہوا نشان زد کریں',
  seeAll: 'تمام اطلاعات دیکھیں',
  empty: 'ابھی کوئی اطلاع نہیں',
  emptyHint: 'آپ کے آرڈرز، ٹاسکس، ریویوز یا ادائیگیوں (پے آؤٹ) میں کچھ ہوا تو ہم آپ کو یہاں بتائیں گے۔',
  loadFailed: 'آپ کی اطلاعات لوڈ نہیں ہو سکیں۔',
  moreFailed: 'مزید اطلاعات لوڈ نہیں ہو سکیں۔',
  markFailed: 'اطلاعات کو پڑھا ہوا نشان زد نہیں کیا جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  unread: 'بغیر پڑھی:',
  heading: 'اطلاعات',
  intro: 'آپ کے آرڈرز، ٹاسکس، ریویوز اور ادائیگیوں (پے آؤٹ) میں کیا ہوا، سب سے نیا پہلے۔',
  listLabel: 'اطلاعات',
  loadMore: 'مزید دیکھیں',
  settingsLink: 'اطلاعات کی سیٹنگز',
  ago: {
    justNow: 'ابھی ابھی',
    minutes: (n: number) => `${n} منٹ پہلے`,
    hours: (n: number) => `${n} گھنٹے پہلے`,
    days: (n: number) => (n === 1 ? 'کل' : `${n} دن پہلے`),
  },
  settings: {
    heading: 'اطلاعات کی سیٹنگز',
    intro: 'منتخب کریں کہ ہم آپ کو کون سی ای میلز بھیجیں۔ ایپ میں گھنٹی کے نشان کے نیچے سب اطلاعات پھر بھی نظر آئیں گی۔',
    legend: 'مجھے ان کے بارے میں ای میل کریں',
    locked: 'ہمیشہ آن',
    save: 'ترجیحات محفوظ کریں',
    saving: 'محفوظ ہو رہا ہے...',
    loadFailed: 'آپ کی اطلاعات کی سیٹنگز لوڈ نہیں ہو سکیں۔',
    saveFailed: 'آپ کی ترجیحات محفوظ نہیں ہو سکیں۔ براہ کرم دوبارہ کوشش کریں۔',
    allNotifications: 'تمام اطلاعات دیکھیں',
    backToSettings: 'سیٹنگز پر واپس جائیں',
  },
  settingsEntry: {
    title: 'اطلاعات',
    text: 'منتخب کریں کہ آرڈرز، ٹاسکس، ریویوز اور ادائیگیوں (پے آؤٹ) کے بارے میں آپ کو کون سی ای میلز ملیں۔',
    link: 'اطلاعات کی سیٹنگز',
  },
  unsubscribe: {
    heading: 'ای میلز سے ان سبسکرائب کریں',
    intro: (label: string | null) =>
      label
        ? `یہ لنک “${label}” کے بارے میں ہماری ای میلز بند کرتا ہے۔ یہ اطلاعات آپ کو ایپ میں پھر بھی نظر آئیں گی، اور سیکیورٹی ای میلز ہمیشہ آتی رہیں گی۔`
        : 'یہ لنک اس قسم کی ای میلز بند کرتا ہے جس کے ساتھ یہ آیا تھا (مثلاً آرڈر کی اپ ڈیٹس یا ریویوز)۔ یہ اطلاعات آپ کو ایپ میں پھر بھی نظر آئیں گی، اور سیکیورٹی ای میلز ہمیشہ آتی رہیں گی۔',
    button: 'یہ ای میلز بند کریں',
    working: 'بند کی جا رہی ہیں...',
    done: 'ای میلز بند کر دی گئیں',
    failed: 'کچھ غلط ہو گیا۔ براہ کرم دوبارہ کوشش کریں۔',
    settingsLink: 'اطلاعات کی تمام سیٹنگز دیکھیں',
    home: 'ہوم پیج پر جائیں',
  },
};
