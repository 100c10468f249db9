import { Link } from 'wouter';
import { Brand } from '../../components/brand';
import { useCurrentYear } from '../../lib/use-current-year';
import { useMessages } from '../../lib/i18n/messages';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { ThemeSwitcher } from './theme-switcher';

export function SiteFooter() {
  const year = useCurrentYear();
  const t = useMessages(layoutMessages);
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:grid-cols-2 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="grid max-w-sm gap-3">
          <Brand />
          <p className="text-sm text-muted-foreground">{t('footerAbout')}</p>
        </div>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-semibold">{t('footerHosting')}</p>
          <Link href="/auth" className="text-muted-foreground hover:text-foreground">
            {t('footerCreateAccount')}
          </Link>
          <Link href="/auth?tab=recover" className="text-muted-foreground hover:text-foreground">
            {t('footerRecoverAccount')}
          </Link>
        </div>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-semibold">{t('footerLibrary')}</p>
          <Link href="/plugins" className="text-muted-foreground hover:text-foreground">
            {t('pluginLibrary')}
          </Link>
          <Link href="/themes" className="text-muted-foreground hover:text-foreground">
            {t('themeLibrary')}
          </Link>
        </div>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-semibold">{t('footerPolicies')}</p>
          <Link href="/terms" className="text-muted-foreground hover:text-foreground">
            {t('terms')}
          </Link>
          <Link href="/privacy" className="text-muted-foreground hover:text-foreground">
            {t('privacy')}
          </Link>
          <Link href="/acceptable-use" className="text-muted-foreground hover:text-foreground">
            {t('acceptableUse')}
          </Link>
          <Link href="/report-abuse" className="text-muted-foreground hover:text-foreground">
            {t('reportAbuse')}
          </Link>
          <Link href="/help" className="text-muted-foreground hover:text-foreground">
            {t('helpCenter')}
          </Link>
          <Link href="/accessibility" className="text-muted-foreground hover:text-foreground">
            {t('accessibility')}
          </Link>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <p className="text-xs text-muted-foreground">{t('copyright', { year: String(year) })}</p>
          <ThemeSwitcher />
        </div>
      </div>
    </footer>
  );
}
