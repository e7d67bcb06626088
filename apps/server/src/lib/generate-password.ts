import { randomInt } from 'node:crypto';

// No look-alike characters (0/O, 1/l/I), so a printed password can be typed back.
const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password for generated accounts (demo users, create-admin). */
export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
