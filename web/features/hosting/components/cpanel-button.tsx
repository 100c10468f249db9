import { ExternalLink, Gauge } from 'lucide-react';
import { useState } from 'react';
import type { CpanelLoginResponse } from '../../../../contract/hosting.js';
import { Button } from '../../../components/ui/button';
import { WithSupportLink } from '../../../components/support-contact';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { goInTab as go, openPendingTab as openTab } from '../../../lib/open-pending-tab';
import { cpanelLogin } from '../api/cpanel-login';

const openPendingTab = () => openTab('Opening cPanel...');

const FAILED_TITLE = 'cPanel Login Failed';
const FAILED_FALLBACK = 'Could not access cPanel';

function failureReason(answer: Partial<CpanelLoginResponse>): string {
  return answer.message || answer.debug || FAILED_FALLBACK;
}

/**
 * What the owner can do when no sign-on link came back: never 'sign in as …' to someone who has no
 * password; say plainly that cPanel cannot be reached, or that it is not set up yet.
 */
export function unreachableMessage(answer: Partial<CpanelLoginResponse>): string {
  if (answer.error === 'WHM_NOT_CONFIGURED')
    return 'cPanel is not set up on this service yet. Your site is kept safe; please try again later or contact support.';
  return "cPanel can't be reached right now. Your site is not affected; please try Open cPanel again in a few minutes.";
}

/**
 * 000 §2/§8 cPanel access: POST /api/cpanel-login and open loginUrl in a new tab. On failure 'cPanel Login
 * Failed' with the message, the debug text or 'Could not access cPanel'; when a username comes back the
 * panel's own sign-in page opens for manual login (panelUrl, else the account's domain on cPanel's port).
 */
export function CpanelButton({ domain, disabled }: { domain: string; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);

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
              <span>{failureReason(answer)}</span>
              <span>
                The control panel's sign-in page is open in a new tab: sign in as{' '}
                <strong className="font-mono">{answer.username}</strong> with the cPanel password from your purchase.
              </span>
            </span>
          ),
        });
        return;
      }
      tab?.close();
      toast({
        title: FAILED_TITLE,
        description: <WithSupportLink text={unreachableMessage(answer)} />,
        variant: 'destructive',
      });
    } catch (error) {
      tab?.close();
      const parsed = parseApiError(error);
      const flags = parsed.flags as Partial<CpanelLoginResponse>;
      toast({
        title: FAILED_TITLE,
        description: parsed.status !== null ? failureReason({ ...flags, message: parsed.message }) : FAILED_FALLBACK,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={open} disabled={disabled || busy}>
      <Gauge aria-hidden="true" />
      {busy ? 'Opening cPanel...' : 'Open cPanel'}
      <ExternalLink className="opacity-70" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </Button>
  );
}
