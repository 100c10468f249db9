import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { User } from '../../../contract/accounts.js';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';
import { displayName } from '../../lib/session';

// The account menu's button is drawn at once; the menu itself (Radix's dropdown with its positioning and scroll-lock
// code, ~20 KB over the wire) is fetched when the pointer comes near or the button gets focus, and opened by the
// click that asked for it. A signed-in page's first load then carries only this button.
const loadMenu = () => import('./user-menu');
const AccountMenu = lazy(async () => ({ default: (await loadMenu()).AccountMenu }));
// Following the account's stored language matters only signed in: a visitor's first load carries none of it.
const AccountLocale = lazy(async () => ({ default: (await import('./account-locale')).AccountLocale }));

/** The button's look, shared with the menu's own trigger so nothing moves when the menu takes its place. */
export const ACCOUNT_BUTTON_CLASS =
  'flex items-center gap-2 rounded-full border bg-card py-1 ps-1 pe-2 text-sm font-medium shadow-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

function initials(user: User): string {
  const parts = displayName(user).split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

/**
 * Initials, name and chevron: what the account button shows. Its accessible name is its content ("Account menu for
 * Ada"), not an aria-label: the visible name is then part of the spoken one (WCAG 2.5.3, axe's
 * label-content-name-mismatch, which also counts the initials a label would leave out).
 */
export function AccountButtonFace({ user }: { user: User }) {
  const t = useMessages(layoutMessages);
  return (
    <>
      <span className="sr-only">{t('accountMenuFor', { name: displayName(user) })}</span>
      <span
        className="flex size-7 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        aria-hidden="true"
      >
        {initials(user)}
      </span>
      <span className="hidden max-w-[10rem] truncate sm:inline" aria-hidden="true">
        {displayName(user)}
      </span>
      <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
    </>
  );
}

/** The signed-in user's menu (000 §2): a plain button until first used, then the menu, opened. */
export function UserMenu({ user }: { user: User }) {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadMenu().catch(() => {});
  const button = (
    <button
      type="button"
      className={ACCOUNT_BUTTON_CLASS}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setWanted(true)}
    >
      <AccountButtonFace user={user} />
    </button>
  );
  const accountLocale = (
    <Suspense fallback={null}>
      <AccountLocale />
    </Suspense>
  );
  if (!wanted)
    return (
      <>
        {button}
        {accountLocale}
      </>
    );
  return (
    <>
      <Suspense fallback={button}>
        <AccountMenu user={user} defaultOpen />
      </Suspense>
      {accountLocale}
    </>
  );
}
