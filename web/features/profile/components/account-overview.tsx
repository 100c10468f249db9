import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../../contract/accounts.js';
import { BREAKABLE, BreakableText } from '../../../components/breakable-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/locale';
import type { Locale } from '../../../../contract/i18n/locales.js';
import { profileMessages } from '../i18n';

function formatJoined(createdAt: string, locale: Locale): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Account Overview: username, e-mail, joined date, Admin/Client badge and a link to Settings. */
export function AccountOverview({ user }: { user: User }) {
  const t = useMessages(profileMessages);
  const locale = useLocale();
  return (
    <Card>
      <div className="flex p-6 flex-row items-center justify-between gap-2">
        <CardTitle>{t('accountOverview')}</CardTitle>
        <Badge variant={user.role === 'admin' ? 'default' : 'secondary'}>
          {user.role === 'admin' ? t('roleAdmin') : t('roleClient')}
        </Badge>
      </div>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('username')}</dt>
            <dd className="break-all font-medium">{user.username}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('email')}</dt>
            <dd className={`font-medium ${BREAKABLE}`}>
              {user.email?.trim() ? <BreakableText text={user.email} /> : t('notSet')}
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('joined')}</dt>
            <dd className="font-medium">{formatJoined(user.createdAt, locale)}</dd>
          </div>
        </dl>
        <Button variant="outline" asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            {t('settings')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
