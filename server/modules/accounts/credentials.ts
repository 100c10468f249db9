import { createHash, createHmac, randomBytes } from 'node:crypto';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

// Credentials the server generates and shows once. Only their digests are kept.

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 5 random bytes as 8 lowercase base32 characters (40 bits: collisions are rare and retried). */
export function generateAnonymousUsername(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 7; i >= 0; i--) out += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return `user_${out}`;
}

/** 144 random bits as 24 base64url characters: the long-term password of an anonymous account. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/** 12 English BIP39 words carrying 128 bits. */
export const generateRecoveryPhrase = (): string => generateMnemonic(wordlist, 128);

/** Users retype phrases with stray spaces and capitals; those must not make a right phrase wrong. */
export const normaliseRecoveryPhrase = (phrase: string): string => phrase.trim().toLowerCase().replace(/\s+/g, ' ');

/** SHA-256 is enough for a 128-bit secret (ASVS5 6.5.2) and lets the phrase be looked up by digest. */
export const hashRecoveryPhrase = (phrase: string): string =>
  createHash('sha256').update(normaliseRecoveryPhrase(phrase)).digest('hex');

// Keyed per process: a plain hash of a username is reversed by hashing a list of likely names.
const LOG_DIGEST_KEY = randomBytes(32);

/** A short, non-reversible tag for logs of failed sign-ins: correlates attempts without storing names. */
export const digestForLog = (value: string): string =>
  createHmac('sha256', LOG_DIGEST_KEY).update(value.toLowerCase()).digest('hex').slice(0, 16);
