import { useSyncExternalStore } from 'react';

// The reader's theme (docs/decisions.md, 'A dark theme, checked by the same walk'). "System" is the default and needs
// no script: styles.css declares `color-scheme: light dark` on the root, so light-dark() follows
// prefers-color-scheme from the first paint of a prerendered page. A chosen theme is a class on <html> (`light` or
// `dark`, which pins `color-scheme`), kept in this browser's localStorage and applied when the app's script starts.

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = 'hf_theme';

const listeners = new Set<() => void>();

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The stored choice; "system" when there is none, it is unreadable (storage blocked) or it is not a theme. */
export function storedTheme(): Theme {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Pins the root to a theme, or leaves it to the system's (no class). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme === 'dark');
}

/** Stores the choice and applies it at once, without a reload. */
export function chooseTheme(theme: Theme): void {
  try {
    if (theme === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked: the choice still holds for this page.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme(storedTheme());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The current choice. A prerendered page was drawn without storage ("system"), so hydration starts from that and the
 * stored choice follows in the next render instead of mismatching the markup.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, storedTheme, () => 'system');
}
