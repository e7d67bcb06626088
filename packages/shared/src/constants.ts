/** Business constants of SPEC sections 1 and 9. */
export const categories = [
  { id: 'graphic_design01', title: 'Graphics & Design', icon: 'palette' },
  { id: 'digital_marketing02', title: 'Digital Marketing', icon: 'megaphone' },
  { id: 'writing_translation03', title: 'Writing & Translation', icon: 'pen' },
  { id: 'video_animation04', title: 'Video & Animation', icon: 'film' },
  { id: 'music_audio05', title: 'Music & Audio', icon: 'music' },
  { id: 'programming_tech', title: 'Programming & Tech', icon: 'code' },
  { id: 'business07', title: 'Business', icon: 'briefcase' },
  { id: 'lifestyle08', title: 'Lifestyle', icon: 'heart' },
  { id: 'data09', title: 'Data', icon: 'database' },
  { id: 'photography', title: 'Photography', icon: 'camera' },
] as const;
export type CategoryId = (typeof categories)[number]['id'];
export const categoryIds = categories.map((c) => c.id) as [CategoryId, ...CategoryId[]];

export const popularSearches = ['Web Design', 'WordPress', 'Logo Design', 'Ai Services'] as const;

export const sampleTasks = [
  'Technical Documentation',
  'Text to PPT Conversion',
  'User Guide Creation',
  'Blog Content Writing',
  'SEO Optimization Tasks',
  'Editing and Proofreading',
  'Data Entry Task',
  'Content Review',
  'Product Descriptions',
] as const;

export const skillChoices = [
  'Presentation Slides',
  'Data Entry',
  'Paper Reviews',
  'Graphic Design',
  'Customer Chat Support',
] as const;

export const taskStatuses = ['To Do', 'In Progress', 'In Complete', 'Complete'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const timings = {
  heroRotateMs: 5000,
  tickerMs: 4000,
  tickerKeep: 9,
  loginToastMs: 1500,
  logoutToastMs: 1000,
  defaultToastMs: 5000,
  formResetMs: 1000,
} as const;

export const passwordMinLength = 5;
/** Limits of the seller's public profile and of saved gigs. */
export const sellerLimits = {
  languages: 10,
  language: 40,
  /** Saved gigs per user: generous for a shortlist, bounded so the hearts' id list stays small. */
  savedGigs: 500,
} as const;
export const registrationBonusRs = 1000;
export const promoEarnings = { min: 5000, max: 50000 } as const;
export const pageSizes = [5, 10, 50, 100] as const;
export const defaultAvatar = '/img/noavatar.svg';

/** Upload purposes and what each accepts (DESIGN.md section 3). */
export const uploadPurposes = ['avatar', 'gig', 'task', 'submission', 'delivery'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageMimeType = (typeof imageMimeTypes)[number];
export const documentMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type DocumentMimeType = (typeof documentMimeTypes)[number];
/** Archives: accepted only with delivered order work (a seller's source files), stored as sent. */
export const archiveMimeTypes = ['application/zip'] as const;
