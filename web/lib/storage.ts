import { TIMINGS } from '../../contract/constants.js';

// Every browser storage key of 000 §3 in one place. Storage can throw (private mode, quota, disabled
// cookies): every access fails soft, so a blocked storage behaves like an empty one.

export const LOCAL_KEYS = {
  authToken: 'hfAuthToken',
  pendingDomain: 'pendingDomain',
  tempCredentials: 'tempCredentials',
  pluginLibraryEmail: 'pluginLibraryEmail',
  notificationPrefs: 'notificationPreferences',
  /** Ours: a paid-hosting checkout started in this browser, to resume within its hold (never the card). */
  paidHostingCheckout: 'paidHostingCheckout',
  /** Ours: the Purchase event ids this browser has sent, so a reload or a second tab sends none again. */
  trackedPurchases: 'hfTrackedPurchases',
  /** Ours: a random id that makes a signed-out visitor's help-article votes one vote per article. */
  helpVisitorId: 'hfHelpVisitor',
} as const;

export const SESSION_KEYS = {
  domainRegistrationData: 'domainRegistrationData',
  newCredentials: 'newCredentials',
  pluginRegistrationData: 'pluginRegistrationData',
  /** Ours: when the dashboard's activation countdown began, so a reload carries it on instead of restarting it. */
  activationStartedAt: 'activationStartedAt',
  /** Ours: the billing centre's signed link, moved out of the address bar; this tab only. */
  billingToken: 'billingToken',
} as const;

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string | null): boolean {
  try {
    const store = area(kind);
    if (!store) return false;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function readJson<T>(kind: 'local' | 'session', key: string): T | null {
  const raw = read(kind, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    write(kind, key, null);
    return null;
  }
}

// --- sign-in token -----------------------------------------------------------------------------

export function getAuthToken(): string | null {
  return read('local', LOCAL_KEYS.authToken) || null;
}

/** Storing an empty value (or null) removes the token (000 §3). */
export function setAuthToken(token: string | null | undefined): void {
  write('local', LOCAL_KEYS.authToken, token ? token : null);
}

// --- pending domain --------------------------------------------------------------------------

export function getPendingDomain(): string | null {
  return read('local', LOCAL_KEYS.pendingDomain) || null;
}
export function setPendingDomain(domain: string | null): void {
  write('local', LOCAL_KEYS.pendingDomain, domain || null);
}

// --- generated credentials -------------------------------------------------------------------

export interface Credentials {
  username: string;
  password: string;
  recoveryPhrase: string;
}
export interface TempCredentials extends Credentials {
  timestamp: number;
}
export interface NewCredentials extends Credentials {
  domain?: string | null;
  registrationTime: string;
}

export function setTempCredentials(credentials: Credentials, now = Date.now()): boolean {
  return write('local', LOCAL_KEYS.tempCredentials, JSON.stringify({ ...credentials, timestamp: now }));
}

/** Temporary credentials older than 5 minutes are discarded (000 §4). */
export function getTempCredentials(now = Date.now()): TempCredentials | null {
  const stored = readJson<TempCredentials>('local', LOCAL_KEYS.tempCredentials);
  if (!stored) return null;
  if (
    typeof stored.timestamp !== 'number' ||
    now - stored.timestamp > TIMINGS.tempCredentialsTtlMs ||
    now < stored.timestamp - 60_000
  ) {
    write('local', LOCAL_KEYS.tempCredentials, null);
    return null;
  }
  return stored;
}

export function clearTempCredentials(): void {
  write('local', LOCAL_KEYS.tempCredentials, null);
}

// A page-lifetime copy: where the browser refuses storage (private modes), the credentials panel the sign-up
// navigates to must still show what was generated, or the account is lost the moment it is made.
let newCredentialsInMemory: NewCredentials | null = null;

export function setNewCredentials(credentials: Credentials & { domain?: string | null }, now = new Date()): boolean {
  const value: NewCredentials = { ...credentials, registrationTime: now.toISOString() };
  const stored = write('session', SESSION_KEYS.newCredentials, JSON.stringify(value));
  newCredentialsInMemory = stored ? null : value;
  return stored;
}
export function getNewCredentials(): NewCredentials | null {
  return readJson<NewCredentials>('session', SESSION_KEYS.newCredentials) ?? newCredentialsInMemory;
}
export function clearNewCredentials(): void {
  newCredentialsInMemory = null;
  write('session', SESSION_KEYS.newCredentials, null);
}

/** Credentials shown once after an anonymous sign-up: the session copy first, then the 5-minute local copy. */
export function getShownOnceCredentials(): (Credentials & { domain?: string | null }) | null {
  return getNewCredentials() ?? getTempCredentials();
}
export function clearShownOnceCredentials(): void {
  clearNewCredentials();
  clearTempCredentials();
}

// --- registration data of later features -----------------------------------------------------

export function getPluginLibraryEmail(): string | null {
  return read('local', LOCAL_KEYS.pluginLibraryEmail);
}
export function setPluginLibraryEmail(email: string | null): void {
  write('local', LOCAL_KEYS.pluginLibraryEmail, email || null);
}
export function getSessionJson<T>(
  key: (typeof SESSION_KEYS)['domainRegistrationData' | 'pluginRegistrationData'],
): T | null {
  return readJson<T>('session', key);
}
export function setSessionJson(
  key: (typeof SESSION_KEYS)['domainRegistrationData' | 'pluginRegistrationData'],
  value: unknown,
): boolean {
  return write('session', key, value === null ? null : JSON.stringify(value));
}

export function getActivationStartedAt(): number | null {
  const at = readJson<unknown>('session', SESSION_KEYS.activationStartedAt);
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}
export function setActivationStartedAt(at: number | null): void {
  write('session', SESSION_KEYS.activationStartedAt, at === null ? null : JSON.stringify(at));
}

export function getBillingToken(): string | null {
  return read('session', SESSION_KEYS.billingToken);
}
export function setBillingToken(token: string | null): void {
  write('session', SESSION_KEYS.billingToken, token);
}

// --- the help center's visitor id (ours) -------------------------------------------------------

/** A random id kept in this browser (made on first use): it names no one, it only keeps one vote per article. */
export function getHelpVisitorId(): string {
  const kept = read('local', LOCAL_KEYS.helpVisitorId);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = crypto.randomUUID().replaceAll('-', '');
  write('local', LOCAL_KEYS.helpVisitorId, made);
  return made;
}

// --- a started paid-hosting checkout (ours) ---------------------------------------------------

export function getLocalJson<T>(key: (typeof LOCAL_KEYS)['paidHostingCheckout']): T | null {
  return readJson<T>('local', key);
}
export function setLocalJson(key: (typeof LOCAL_KEYS)['paidHostingCheckout'], value: unknown): boolean {
  return write('local', key, value === null ? null : JSON.stringify(value));
}

// --- Purchase events sent (ours) ---------------------------------------------------------------

/** The newest few are enough: a success page is reloaded soon after the payment, not months later. */
const TRACKED_PURCHASES_KEPT = 50;

export function hasTrackedPurchase(eventId: string): boolean {
  const ids = readJson<unknown>('local', LOCAL_KEYS.trackedPurchases);
  return Array.isArray(ids) && ids.includes(eventId);
}
/** Answers false when the browser refuses storage (the caller then remembers it for this page only). */
export function addTrackedPurchase(eventId: string): boolean {
  const ids = readJson<unknown>('local', LOCAL_KEYS.trackedPurchases);
  const kept = (
    Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string' && id !== eventId) : []
  ).slice(-(TRACKED_PURCHASES_KEPT - 1));
  return write('local', LOCAL_KEYS.trackedPurchases, JSON.stringify([...kept, eventId]));
}

// --- notification preferences (settings page; local only by spec) ----------------------------

export interface NotificationPrefs {
  newsletter: boolean;
  productUpdates: boolean;
  securityAlerts: boolean;
}
const DEFAULT_PREFS: NotificationPrefs = { newsletter: true, productUpdates: true, securityAlerts: true };

export function getNotificationPrefs(): NotificationPrefs {
  const stored = readJson<Partial<NotificationPrefs>>('local', LOCAL_KEYS.notificationPrefs);
  return { ...DEFAULT_PREFS, ...(stored && typeof stored === 'object' ? stored : {}) };
}
export function setNotificationPrefs(prefs: NotificationPrefs): void {
  write('local', LOCAL_KEYS.notificationPrefs, JSON.stringify(prefs));
}
