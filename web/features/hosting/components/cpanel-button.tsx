import { ExternalLink, Gauge } from 'lucide-react';
import { useState } from 'react';
import type { CpanelLoginResponse } from '../../../../contract/hosting.js';
import { Button } from '../../../components/ui/button';
import { SupportSentence } from '../../../components/support-contact';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { goInTab as go, openPendingTab as openTab } from '../../../lib/open-pending-tab';
import { cpanelLogin } from '../api/cpanel-login';
import { translate, useMessages } from '../../../lib/i18n/messages';
import { hostingMessages, type HostingKey } from '../i18n';
import { withElements } from '../../../lib/i18n/with-elements';

const openPendingTab = () => openTab(translate(hostingMessages, 'openingCpanel'));

function failureReason(answer: Partial<CpanelLoginResponse>, fallback: string): string {
  return answer.message || answer.debug || fallback;
}

/**
 * What the owner can do when no sign-on link came back: never 'sign in as …' to someone who has no
 * password; say plainly that cPanel cannot be reached, or that it is not set up yet.
 */
export function unreachableMessage(answer: Partial<CpanelLoginResponse>): HostingKey {
  return answer.error === 'WHM_NOT_CONFIGURED' ? 'cpanelNotSetUp' : 'cpanelUnreachable';
}

/**
 * 000 §2/§8 cPanel access: POST /api/cpanel-login and open loginUrl in a new tab. On failure 'cPanel Login
 * Failed' with the message, the debug text or 'Could not access cPanel'; when a username comes back the
 * panel's own sign-in page opens for manual login (panelUrl, else the account's domain on cPanel's port).
 */
export function CpanelButton({ domain, disabled }: { domain: string; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const t = useMessages(hostingMessages);
  const FAILED_TITLE = t('cpanelFailedTitle');
  const FAILED_FALLBACK = t('cpanelFailedFallback');

  const open = async () => {
    const tab = openPendingTab();
    setBusy(true);
    try {
      const answer = await cpanelLogin(domain);
      if (answer.loginUrl) {
        go(tab, answer.loginUrl);
        return;
      }
      if (answer.username) {
        go(tab, answer.panelUrl || `https://${domain}:2083`);
        toast({
          title: FAILED_TITLE,
          variant: 'destructive',
          description: (
            <span className="grid gap-1">
              <span>{failureReason(answer, FAILED_FALLBACK)}</span>
              <span>
                {withElements((values) => t('cpanelManualSignIn', values), {
                  username: <strong className="font-mono">{answer.username}</strong>,
                })}
              </span>
            </span>
          ),
        });
        return;
      }
      tab?.close();
      toast({
        title: FAILED_TITLE,
        description: <SupportSentence format={(values) => t(unreachableMessage(answer), values)} />,
        variant: 'destructive',
      });
    } catch (error) {
      tab?.close();
      const parsed = parseApiError(error);
      const flags = parsed.flags as Partial<CpanelLoginResponse>;
      toast({
        title: FAILED_TITLE,
        description:
          parsed.status !== null
            ? failureReason({ ...flags, message: parsed.message }, FAILED_FALLBACK)
            : FAILED_FALLBACK,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={open} disabled={disabled || busy}>
      <Gauge aria-hidden="true" />
      {busy ? t('openingCpanel') : t('openCpanel')}
      <ExternalLink className="opacity-70" aria-hidden="true" />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </Button>
  );
}
