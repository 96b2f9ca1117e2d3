import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak exposes no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
