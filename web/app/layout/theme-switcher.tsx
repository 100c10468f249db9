import { useId, type ChangeEvent } from 'react';
import { THEMES, chooseTheme, useTheme, type Theme } from '../../lib/theme';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';

const THEME_LABELS = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;

/** The theme control in the footer, on every page: System (the default), Light or Dark (web/lib/theme.ts). */
export function ThemeSwitcher() {
  const t = useMessages(layoutMessages);
  const theme = useTheme();
  const id = useId();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => chooseTheme(event.target.value as Theme);
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <label htmlFor={id}>{t('theme')}</label>
      <select
        id={id}
        value={theme}
        onChange={choose}
        className="h-8 rounded-md border border-input bg-card px-2 text-xs text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {t(THEME_LABELS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
