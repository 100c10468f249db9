import { randomBytes, randomInt } from 'node:crypto';
import { whmUsernameProblem } from '../../integrations/whm/username.js';

// cPanel usernames and passwords for new WHM accounts (reference §5a).

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const USERNAME_LENGTH = 8;

/**
 * Up to 4 letters/digits of the label (so the admin recognises it) plus random characters up to 8 in all:
 * starts with a letter, a-z0-9 only, and the random part sits inside the first 8 characters, which must be
 * unique on the server. A label that would give a reserved name falls back to 'h' + random characters.
 */
export function generateCpanelUsername(label: string, attempt = 0): string {
  const letters = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  let prefix = attempt < 3 ? letters.slice(0, 4) : '';
  if (!/^[a-z]/.test(prefix)) prefix = `h${prefix}`.slice(0, 4);
  for (let tries = 0; tries < 20; tries++) {
    let name = prefix;
    while (name.length < USERNAME_LENGTH) name += ALNUM[randomInt(ALNUM.length)];
    if (!whmUsernameProblem(name)) return name;
    prefix = 'h';
  }
  throw new Error('Could not generate a cPanel username');
}

/**
 * 24 characters from 18 random bytes plus one of each class WHM's strength meter wants, so the server's
 * minimum password strength (reference §5) never refuses it.
 */
export function generateCpanelPassword(): string {
  return `${randomBytes(18).toString('base64url')}Aa1!`;
}
