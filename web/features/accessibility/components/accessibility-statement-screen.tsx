import { MessageSquareWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/page-header';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { accessibilityMessages } from '../i18n';

/** When the statement's text was last checked against the app; said in the reader's own date format. */
const REVIEWED_ON = new Date(Date.UTC(2026, 10, 29));

/** The support desk's form with the Accessibility category chosen (a guest's form, or a signed-in person's). */
export const ACCESSIBILITY_FEEDBACK_PATH = '/support/new?category=accessibility';

type Key = keyof typeof accessibilityMessages.english;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /accessibility: the statement, public and prerendered, with its feedback channel. */
export function AccessibilityStatementScreen() {
  const t = useMessages(accessibilityMessages);
  const locale = useLocale();
  const list = (keys: Key[]) => (
    <ul className="grid list-disc gap-1.5 ps-5 text-muted-foreground">
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={t('title')} description={t('intro')} />
      <Card>
        <div className="grid gap-6 p-6">
          <Section title={t('conformanceTitle')}>
            <p className="text-muted-foreground">{t('conformance')}</p>
          </Section>
          <Section title={t('expectTitle')}>
            {list(['expectSkipLink', 'expectForms', 'expectDialogs', 'expectLanguages'])}
          </Section>
          <Section title={t('checksTitle')}>{list(['checksMachine', 'checksKeyboard', 'checksLighthouse'])}</Section>
          <Section title={t('limitsTitle')}>
            <p className="text-muted-foreground">{t('limits')}</p>
          </Section>
          <Section title={t('feedbackTitle')}>
            <p className="text-muted-foreground">{t('feedback')}</p>
            <div>
              <Button asChild>
                <Link href={ACCESSIBILITY_FEEDBACK_PATH}>
                  <MessageSquareWarning aria-hidden="true" />
                  {t('feedbackAction')}
                </Link>
              </Button>
            </div>
          </Section>
          <p className="text-sm text-muted-foreground">
            {t('reviewed', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(REVIEWED_ON),
            })}
          </p>
        </div>
      </Card>
    </div>
  );
}
