import type { User } from '../../../../contract/accounts.js';

/** Only same-site paths are followed, so ?redirect= cannot send anyone to another site. */
export function safeInternalPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

export function pendingDomainPath(pendingDomain: string | null): string | null {
  return pendingDomain ? `/?domain=${encodeURIComponent(pendingDomain)}` : null;
}

/**
 * 000 §2 post-login redirects: /profile?email_required=1 without an e-mail; /?domain={pendingDomain} when
 * a domain was stored; otherwise / (or the page that sent the visitor to sign in).
 */
export function postAuthPath(
  user: Pick<User, 'email'>,
  pendingDomain: string | null,
  redirect?: string | null,
): string {
  if (!user.email || !user.email.trim()) return '/profile?email_required=1';
  return pendingDomainPath(pendingDomain) ?? safeInternalPath(redirect) ?? '/';
}
