import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { en, isLanguage, languageCookie, languageFromHeader, messageTranslator, ur, type Language } from '@market/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in: the signed-in user's profile, else the `lang` cookie, else Accept-Language. */
    language: Language;
  }
}

/** The language a request is answered in (decision 0152). */
export function requestLanguage(request: FastifyRequest): Language {
  if (request.user) return request.user.language;
  // No cookies yet when a request is refused before they are read (a server closing, say).
  const chosen = request.cookies?.[languageCookie];
  if (isLanguage(chosen)) return chosen;
  return languageFromHeader(request.headers['accept-language']);
}

const toUrdu = messageTranslator(en, ur);

/** A message of the server's answers in a language: English as written, Urdu through the catalogue. */
export const translateMessage = (message: string, language: Language): string => (language === 'ur' ? toUrdu(message) : message);

const toEnglish = messageTranslator(ur, en);
const arabicScript = /[\u0600-\u06FF]/;

/**
 * A stored text (a notice's title or body, kept in the language its recipient read when it was made)
 * in the language they read now, either way. Only a text in Arabic script is looked up in the Urdu
 * catalogue: an English one is already English.
 */
export const storedTextIn = (text: string, language: Language): string =>
  language === 'ur' ? toUrdu(text) : arabicScript.test(text) ? toEnglish(text) : text;

type Answer = { message?: unknown; fields?: unknown };

/** The answer with its message and field messages in the language (the rest of a body is data, never translated). */
function translatedAnswer(answer: Answer, language: Language): Answer {
  const translated: Answer = { ...answer };
  if (typeof answer.message === 'string') translated.message = translateMessage(answer.message, language);
  if (answer.fields && typeof answer.fields === 'object') {
    translated.fields = Object.fromEntries(
      Object.entries(answer.fields).map(([key, value]) => [key, typeof value === 'string' ? translateMessage(value, language) : value]),
    );
  }
  return translated;
}

/**
 * Gives every request its language and answers in it: the `message` (and the `fields` messages) of
 * every JSON answer, error or success, is written in English by the code and translated here.
 */
export default fp(async function language(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });
  // A callback hook, as in the other plugins: an async hook costs every request a promise.
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload) || request.language === 'en') return done(null, payload);
    const answer = payload as Answer;
    if (answer.message === undefined && answer.fields === undefined) return done(null, payload);
    done(null, translatedAnswer(answer, request.language));
  });
});
