// Display labels of values that are stored and sent as English words (constants.ts, countries.ts): the
// value stays what forms send and the server keeps; pages show the label keyed by it. Type imports
// only: this file must not bring zod along (see shell.ts).
import type { CategoryId, popularSearches, sampleTasks, skillChoices, TaskStatus } from '../constants.js';

/** The ten categories' titles, by category id (constants.ts `categories`). */
export const categoryTitles: Record<CategoryId, string> = {
  graphic_design01: 'Graphics & Design',
  digital_marketing02: 'Digital Marketing',
  writing_translation03: 'Writing & Translation',
  video_animation04: 'Video & Animation',
  music_audio05: 'Music & Audio',
  programming_tech: 'Programming & Tech',
  business07: 'Business',
  lifestyle08: 'Lifestyle',
  data09: 'Data',
  photography: 'Photography',
};

/** The hero's popular searches as shown; the search they run stays the English value. */
export const popularSearchLabels: Record<(typeof popularSearches)[number], string> = {
  'Web Design': 'Web Design',
  WordPress: 'WordPress',
  'Logo Design': 'Logo Design',
  'Ai Services': 'Ai Services',
};

/** The header's 'Jobs Posted' sample task titles. */
export const sampleTaskLabels: Record<(typeof sampleTasks)[number], string> = {
  'Technical Documentation': 'Technical Documentation',
  'Text to PPT Conversion': 'Text to PPT Conversion',
  'User Guide Creation': 'User Guide Creation',
  'Blog Content Writing': 'Blog Content Writing',
  'SEO Optimization Tasks': 'SEO Optimization Tasks',
  'Editing and Proofreading': 'Editing and Proofreading',
  'Data Entry Task': 'Data Entry Task',
  'Content Review': 'Content Review',
  'Product Descriptions': 'Product Descriptions',
};

/** A worker's skills (stored as these English words). */
export const skillLabels: Record<(typeof skillChoices)[number], string> = {
  'Presentation Slides': 'Presentation Slides',
  'Data Entry': 'Data Entry',
  'Paper Reviews': 'Paper Reviews',
  'Graphic Design': 'Graphic Design',
  'Customer Chat Support': 'Customer Chat Support',
};

/** A task's (and a submission's) status as shown; the stored value stays 'To Do', 'In Progress', ... */
export const taskStatusLabels: Record<TaskStatus, string> = {
  'To Do': 'To Do',
  'In Progress': 'In Progress',
  'In Complete': 'In Complete',
  Complete: 'Complete',
};
