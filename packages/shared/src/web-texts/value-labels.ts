// Display labels of values that are stored and sent as English words (constants.ts, countries.ts): the
// value stays what forms send and the server keeps; pages show the label keyed by it. Type imports
// only: this file must not bring zod along (see shell.ts).
//
// Where the English label is the value itself (popular searches, sample tasks, skills, task statuses),
// the map is open, as countryLabels is: empty in English, so English pages load no table, and complete
// in the other languages (typed by the values there). Pages read them through labelOf.
import type { CategoryId } from '../constants.js';

/** A stored value as shown: its label in an open map, else the value itself. */
export const labelOf = (labels: Readonly<Partial<Record<string, string>>>, value: string): string => labels[value] ?? value;

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
export const popularSearchLabels: Readonly<Partial<Record<string, string>>> = {};

/** The header's 'Jobs Posted' sample task titles. */
export const sampleTaskLabels: Readonly<Partial<Record<string, string>>> = {};

/** A worker's skills (stored as these English words). */
export const skillLabels: Readonly<Partial<Record<string, string>>> = {};

/** A task's (and a submission's) status as shown; the stored value stays 'To Do', 'In Progress', ... */
export const taskStatusLabels: Readonly<Partial<Record<string, string>>> = {};
