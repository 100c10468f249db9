import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token handed to the browser once. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

/**
 * Only this digest is stored, so a database leak yields no usable token. Every signed-in request computes it: the
 * one-shot crypto.hash (Node 20.12+) skips the Hash stream object createHash builds each time.
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
