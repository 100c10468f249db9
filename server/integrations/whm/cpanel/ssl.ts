// cPanel UAPI SSL::installed_hosts through uapi_cpanel: which of a user's sites a certificate covers, and until when.
// AutoSSL's problems and "check again" are WHM API 1 functions on the client itself (autosslProblems, startAutosslCheck).
import { isRecord, toNumber, toText } from '../parse.js';
import type { WhmClient } from '../types.js';

export interface InstalledHost {
  /** The website (virtual host) the certificate is installed on. */
  servername: string;
  /** Every domain the website answers for (fqdns). */
  fqdns: string[];
  /** The domains the installed certificate names. */
  certificateDomains: string[];
  /** Expiry, ISO; null when no certificate is installed. */
  notAfter: string | null;
  isSelfSigned: boolean;
  isAutossl: boolean;
  issuer: string | null;
}

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(toText).filter((t): t is string => t !== null) : [];

export async function listInstalledHosts(client: WhmClient, user: string): Promise<InstalledHost[]> {
  const data = await client.uapi(user, 'SSL', 'installed_hosts');
  const list = Array.isArray(data) ? data.filter(isRecord) : [];
  return list.map((entry) => {
    const cert = isRecord(entry.certificate) ? entry.certificate : {};
    const notAfter = toNumber(cert.not_after);
    return {
      servername: toText(entry.servername) ?? '',
      fqdns: texts(entry.fqdns),
      certificateDomains: texts(cert.domains),
      notAfter: notAfter === null ? null : new Date(notAfter * 1000).toISOString(),
      isSelfSigned: toNumber(cert.is_self_signed) === 1,
      isAutossl: toNumber(cert.is_autossl) === 1,
      issuer: toText(cert['issuer.organizationName']),
    };
  });
}

/** SSL::is_autossl_check_in_progress: whether an AutoSSL run for this user is still going. */
export async function isAutosslCheckRunning(client: WhmClient, user: string): Promise<boolean> {
  return toNumber(await client.uapi(user, 'SSL', 'is_autossl_check_in_progress')) === 1;
}
