import type { Translation } from '../../i18n/translation.js';
import type { popularSearches, sampleTasks, skillChoices, TaskStatus } from '../../constants.js';
import type { categoryTitles as englishCategoryTitles } from '../../web-texts/value-labels.js';

export const categoryTitles: Translation<typeof englishCategoryTitles> = {
  graphic_design01: 'گرافکس اور ڈیزائن',
  digital_marketing02: 'ڈیجیٹل مارکیٹنگ',
  writing_translation03: 'تحریر اور ترجمہ',
  video_animation04: 'ویڈیو اور اینیمیشن',
  music_audio05: 'موسیقی اور آڈیو',
  programming_tech: 'پروگرامنگ اور ٹیک',
  business07: 'کاروبار',
  lifestyle08: 'طرزِ زندگی',
  data09: 'ڈیٹا',
  photography: 'فوٹوگرافی',
};

export const popularSearchLabels: Record<(typeof popularSearches)[number], string> = {
  'Web Design': 'ویب ڈیزائن',
  WordPress: 'WordPress',
  'Logo Design': 'لوگو ڈیزائن',
  'Ai Services': 'AI سروسز',
};

export const sampleTaskLabels: Record<(typeof sampleTasks)[number], string> = {
  'Technical Documentation': 'تکنیکی دستاویزات',
  'Text to PPT Conversion': 'متن سے PPT میں تبدیلی',
  'User Guide Creation': 'یوزر گائیڈ کی تیاری',
  'Blog Content Writing': 'بلاگ کے مواد کی تحریر',
  'SEO Optimization Tasks': 'SEO آپٹیمائزیشن کے ٹاسک',
  'Editing and Proofreading': 'ایڈیٹنگ اور پروف ریڈنگ',
  'Data Entry Task': 'ڈیٹا انٹری ٹاسک',
  'Content Review': 'مواد کا جائزہ',
  'Product Descriptions': 'مصنوعات کی تفصیل',
};

export const skillLabels: Record<(typeof skillChoices)[number], string> = {
  'Presentation Slides': 'پریزنٹیشن سلائیڈز',
  'Data Entry': 'ڈیٹا انٹری',
  'Paper Reviews': 'مقالوں کے ریویو',
  'Graphic Design': 'گرافک ڈیزائن',
  'Customer Chat Support': 'کسٹمر چیٹ سپورٹ',
};

export const taskStatusLabels: Record<TaskStatus, string> = {
  'To Do': 'کرنا باقی ہے',
  'In Progress': 'جاری',
  'In Complete': 'نامکمل',
  Complete: 'مکمل',
};
