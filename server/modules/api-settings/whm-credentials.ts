// How the admin-entered WHM address and token become a WHM connection.

/**
 * WHM authenticates `Authorization: whm USER:TOKEN`. The screen has one token field, so a token typed as
 * 'reseller:TOKEN' authenticates as that WHM user; a bare token as root (the usual case for a free host).
 * Tokens themselves are letters and digits, so the first ':' can only be the separator.
 */
export function splitWhmToken(entered: string): { username: string; token: string } {
  const colon = entered.indexOf(':');
  if (colon > 0 && /^[a-z][a-z0-9_-]{0,31}$/i.test(entered.slice(0, colon))) {
    return { username: entered.slice(0, colon).toLowerCase(), token: entered.slice(colon + 1) };
  }
  return { username: 'root', token: entered };
}

/** Scheme, host and port: the boundary a stored token must never cross without being re-entered (E4). */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The panel's sign-in page for manual login: the configured cPanel address, else the WHM host on 2083. */
export function panelUrlOf(whmApiUrl: string, cpanelBaseUrl: string | null): string {
  if (cpanelBaseUrl) return cpanelBaseUrl;
  const url = new URL(whmApiUrl);
  return `https://${url.hostname}:2083`;
}

/** The host create_user_session should put in its URL (reference §12: always pass preferred_domain). */
export function preferredDomainOf(whmApiUrl: string, cpanelBaseUrl: string | null): string {
  return new URL(cpanelBaseUrl || whmApiUrl).hostname;
}
