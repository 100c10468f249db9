/**
 * Who is calling: the user behind a live session, as the access hook attaches it to each request. It is a type of
 * the HTTP layer, so the hook and every route can name it without importing a module; the accounts module's session
 * lookup produces exactly this shape (its columns are checked against it where the lookup is built).
 */
export interface SessionUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAnonymous: boolean;
  role: 'client' | 'admin';
  userGroupId: number | null;
  createdAt: Date;
  twoFactorEnabled: boolean;
  suspendedAt: Date | null;
  suspendReason: string | null;
  /** The language they chose (contract/i18n/locales.ts), or null: their requests then follow the browser's. */
  locale: string | null;
}

/** What the access hook needs of the sessions: a bearer token's user, from this instance's cache when it can. */
export interface SessionAuthenticator {
  authenticate(token: string): Promise<{ user: SessionUser; sid: string } | null>;
  /** undefined: the cache cannot answer at once and the database must be asked. */
  authenticateCached(token: string): { user: SessionUser; sid: string } | null | undefined;
}
