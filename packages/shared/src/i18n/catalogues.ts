import { en, type Catalogue } from './catalogue.js';
import type { Language } from './languages.js';
import type { Translation } from './translation.js';
import { ur } from '../ur/index.js';

const catalogues: Record<Language, Translation<Catalogue>> = { en, ur };

/**
 * Every text in one language, read only: what the server says in a request's or a recipient's
 * language (its pages, notices, e-mails) picks its texts here. English when no language is given.
 */
export const catalogueOf = (language: Language = 'en'): Translation<Catalogue> => catalogues[language];
