import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token handed to the browser once. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak yields no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
