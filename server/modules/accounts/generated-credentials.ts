import {
  generateAnonymousUsername,
  generatePassword,
  generateRecoveryPhrase,
  hashRecoveryPhrase,
} from './credentials.js';
import { hashPassword } from './passwords.js';

/**
 * The username, password and recovery phrase the server makes up for an anonymous account. `password` and
 * `recoveryPhrase` are for the one answer that shows them; `account` holds what the account keeps of them (their
 * hashes) and the password for the credentials mail.
 */
export async function generateCredentials() {
  const password = generatePassword();
  const recoveryPhrase = generateRecoveryPhrase();
  const passwordHash = await hashPassword(password);
  return {
    password,
    recoveryPhrase,
    account: {
      passwordHash,
      isAnonymous: true,
      recoveryPhraseHash: hashRecoveryPhrase(recoveryPhrase),
      generateUsername: async () => generateAnonymousUsername(),
      issuedPassword: password,
    },
  };
}
