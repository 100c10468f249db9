// DigitalOcean's own messages (its folder's contract.ts, and its credential test's answer) are in the server's
// compute-providers catalogue word for word, so its refusals and answers reach the admin in their language.
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../../../contract/i18n/catalogue-files.js';
import { translateServerMessage } from '../../../../lib/i18n/translate.js';
import { DIGITALOCEAN_MESSAGES } from './contract.js';

describe("DigitalOcean's messages in every language", () => {
  const english = Object.values(readCatalogue('en', 'compute-providers')!);

  it('keeps every message of the folder in the catalogue, as the folder writes it', () => {
    for (const message of Object.values(DIGITALOCEAN_MESSAGES)) expect(english, message).toContain(message);
  });

  it('answers them in Spanish and Arabic', () => {
    expect(translateServerMessage(DIGITALOCEAN_MESSAGES.accountRequired, 'es')).toBe(
      'Se necesita una cuenta de DigitalOcean',
    );
    expect(translateServerMessage(DIGITALOCEAN_MESSAGES.tokenRequired, 'ar')).toBe(
      'أدخل رمز API الخاص بـ DigitalOcean للمتابعة.',
    );
    expect(translateServerMessage('Token verified', 'fr')).toBe('Jeton vérifié');
  });
});
