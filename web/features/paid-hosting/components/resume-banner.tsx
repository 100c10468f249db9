import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { paidHostingMessages } from '../i18n';
import { holdEndsAt, type SavedCheckout } from '../saved-checkout';

// English keeps the browser's own clock style, as before; another language writes the time its own way.
const time = (ms: number, locale: string) =>
  new Date(ms).toLocaleTimeString(locale === 'en' ? undefined : locale, { hour: '2-digit', minute: '2-digit' });

/**
 * The buyer who left the payment step sees their checkout again, for as long as the server holds
 * the domain for them, and continues the same subscription's payment (nothing is charged twice).
 */
export function ResumeBanner({
  saved,
  busy,
  onResume,
  onDiscard,
}: {
  saved: SavedCheckout;
  busy: boolean;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const t = useMessages(paidHostingMessages);
  const locale = useLocale();
  const held = { email: saved.email, time: time(holdEndsAt(saved), locale) };
  return (
    <section
      aria-label={t('unfinishedCheckout')}
      data-testid="resume-checkout"
      className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm sm:flex sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <History className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <p className="break-all font-semibold">{t('resumeTitle', { domain: saved.domain })}</p>
          <p className="text-muted-foreground">
            {t(saved.planType === 'premium' ? 'resumePremium' : 'resumeStarter', held)}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" variant="outline" onClick={onDiscard} disabled={busy}>
          {t('startOver')}
        </Button>
        <Button type="button" onClick={onResume} disabled={busy}>
          {busy ? t('resuming') : t('resumeCheckout')}
        </Button>
      </div>
    </section>
  );
}
