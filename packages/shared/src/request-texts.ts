/** Texts of the answers to requests the API cannot take as sent (wrong format, size or characters). */
export const requestTexts = {
  badCharacters: 'Text may not contain NUL characters or broken Unicode (unpaired surrogates).',
  sendJson: 'Send JSON (Content-Type: application/json).',
  badJson: 'The request body is not valid JSON.',
  // Valid JSON whose keys could reach an object's prototype (secure-json-parse refuses them).
  prototypeKeys: 'The request body may not contain the key "__proto__", nor a "constructor" key holding "prototype".',
  requestTooLarge: (limit: string) => `The request is too large (limit ${limit}).`,
  badUrl: 'The address of the request is not valid.',
  urlTooLong: 'A part of the address is too long.',
  headersTooLarge: 'The request headers or address are too long.',
  badRequest: 'The request could not be understood.',
  restarting: 'The server is restarting. Please try again in a moment.',
  // The database connection dropped or a transaction kept colliding: nothing was wrong with the request.
  unavailable: 'The service is briefly unavailable. Please try again.',
  requestTimeout: 'The request took too long to arrive.',
  // Validation answers: a field the route does not take, and the fallbacks when a check gives no text.
  fieldNotAllowed: 'This field is not allowed',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
} as const;
