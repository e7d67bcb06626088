import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountTexts } from '@market/shared';
import { serverRoot } from '../paths.js';
import { badRequest } from './errors.js';

/** The shipped list (assets/common-passwords), read once on first use: about 47,000 entries, a few MB in memory. */
let list: Set<string> | null = null;
function commonPasswords(): Set<string> {
  list ??= new Set(readFileSync(join(serverRoot, 'assets', 'common-passwords', 'passwords.txt'), 'utf8').split('\n').filter(Boolean));
  return list;
}

/** Whether a password is among the most common ones (any case): the first ones an attacker tries. */
export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());

/** Refuses a common new password with a 400 on the form's field. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(accountTexts.passwordCommon, { [field]: accountTexts.passwordCommon });
}
