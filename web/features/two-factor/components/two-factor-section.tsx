import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { useTwoFactorStatus } from '../../../api/two-factor-status';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { twoFactorMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useLocale } from '../../../lib/i18n/locale';

import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { EnableTwoFactor } from './enable-two-factor';

/** Few enough recovery codes left that it is time to make new ones (turn off and on again). */
export const LOW_RECOVERY_CODES = 3;

/** The 'Two-factor sign-in' section of /settings (anchor 'two-factor'). */
export function TwoFactorSection({ username }: { username: string }) {
  const t = useMessages(twoFactorMessages);
  const tError = useErrorText();
  const locale = useLocale();
  const status = useTwoFactorStatus();
  const [enabling, setEnabling] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const data = status.data;
  // The recovery codes step stays on screen even though the status now says 'on'.
  const showFlow = enabling;

  return (
    <Card id="two-factor" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {t('sectionTitle')}
          {data &&
            !showFlow &&
            (data.enabled ? (
              <Badge variant="success">{t('statusOn')}</Badge>
            ) : (
              <Badge variant="secondary">{t('statusOff')}</Badge>
            ))}
        </CardTitle>
        <CardDescription>{t('sectionDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed', { reason: errorMessage(status.error, t('unknownError')) })}
          </p>
        ) : !data ? (
          <Spinner label={t('loading')} />
        ) : showFlow ? (
          <EnableTwoFactor
            username={username}
            onFinished={() => setEnabling(false)}
            onCancel={() => setEnabling(false)}
          />
        ) : data.enabled ? (
          <>
            <p className="flex items-start gap-2 text-sm">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              <span>
                {data.enabledAt
                  ? t('enabledLeadSince', { date: new Date(data.enabledAt).toLocaleDateString(locale) })
                  : t('enabledLead')}{' '}
                <span
                  className={data.recoveryCodesLeft <= LOW_RECOVERY_CODES ? 'font-medium text-amber-700' : undefined}
                >
                  {data.recoveryCodesLeft === 1
                    ? t('recoveryCodeLeftOne')
                    : t('recoveryCodesLeft', { left: data.recoveryCodesLeft })}
                </span>
                {data.recoveryCodesLeft <= LOW_RECOVERY_CODES && ` ${t('renewCodesHint')}`}
              </span>
            </p>
            <div>
              <Button variant="outline" onClick={() => setDisabling(true)}>
                <ShieldOff aria-hidden="true" />
                {t('turnOffButton')}
              </Button>
            </div>
          </>
        ) : (
          <>
            {data.required && (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {tError(ACCOUNT_SAFETY_MESSAGES.adminSetupRequired)}
              </p>
            )}
            <p className="text-sm text-muted-foreground">{t('offLead')}</p>
            <div>
              <Button onClick={() => setEnabling(true)}>
                <ShieldCheck aria-hidden="true" />
                {t('turnOnButton')}
              </Button>
            </div>
          </>
        )}
      </CardContent>
      {data && <DisableTwoFactorDialog open={disabling} onOpenChange={setDisabling} required={data.required} />}
    </Card>
  );
}
