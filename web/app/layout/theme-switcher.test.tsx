import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, applyTheme, storedTheme } from '../../lib/theme';
import { renderWithProviders } from '../../test/render';
import { ThemeSwitcher } from './theme-switcher';

const root = document.documentElement;

afterEach(() => {
  window.localStorage.clear();
  root.classList.remove('light', 'dark');
});

describe('ThemeSwitcher', () => {
  it('is a named control that starts on System, leaving the theme to the media query', () => {
    renderWithProviders(<ThemeSwitcher />, { user: null });
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('system');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['System', 'Light', 'Dark']);
    // No class: styles.css's `color-scheme: light dark` lets prefers-color-scheme pick.
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(false);
  });

  it('stores a choice and applies it at once, without a reload', async () => {
    renderWithProviders(<ThemeSwitcher />, { user: null });
    const select = screen.getByRole('combobox', { name: 'Theme' });

    await userEvent.selectOptions(select, 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(select).toHaveValue('dark');

    await userEvent.selectOptions(select, 'light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);

    // Back to System: nothing stored, no class, the media query decides again.
    await userEvent.selectOptions(select, 'system');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root.classList.contains('light')).toBe(false);
    expect(root.classList.contains('dark')).toBe(false);
  });

  it('shows the stored choice and follows a choice made in another tab', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderWithProviders(<ThemeSwitcher />, { user: null });
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('light');

    act(() => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(select).toHaveValue('dark');
    expect(root.classList.contains('dark')).toBe(true);
  });
});

describe('storedTheme', () => {
  it('reads anything but a theme as System', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(storedTheme()).toBe('system');
    applyTheme(storedTheme());
    expect(root.className).toBe('');
  });
});
