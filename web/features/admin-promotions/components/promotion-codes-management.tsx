import { Ban, ChevronDown, ChevronUp, Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { PromotionCodeView } from '../../../../contract/promotion-codes.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { cn } from '../../../lib/utils';
import { useDeactivatePromotionCode } from '../api/deactivate-promotion-code';
import { usePromotionCodes } from '../api/get-promotion-codes';
import { usePromotionRedemptions } from '../api/get-promotion-redemptions';
import { productsLabel } from '../promotion-code-form';
import { promotionMessages } from '../i18n';
import { PromotionCodeFormDialog } from './promotion-code-form-dialog';

// The server's state labels, named in the admin's language.
const STATE_TEXT: Record<string, 'stateActive' | 'stateExpired' | 'stateUsedUp' | 'stateDeactivated'> = {
  Active: 'stateActive',
  Expired: 'stateExpired',
  'Used up': 'stateUsedUp',
  Deactivated: 'stateDeactivated',
};
const STATE_COLOURS: Record<string, string> = {
  Active: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  Expired: 'border-amber-300 bg-amber-50 text-amber-900',
  'Used up': 'border-amber-300 bg-amber-50 text-amber-900',
  Deactivated: 'border-slate-300 bg-slate-100 text-slate-700',
};

const when = (iso: string, locale: string) => new Date(iso).toLocaleString(locale);

function Redemptions({ code }: { code: PromotionCodeView }) {
  const t = useMessages(promotionMessages);
  const locale = useLocale();
  const list = usePromotionRedemptions(code.id, true);
  if (list.isPending) return <Spinner label={t('loadingRedemptions')} />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadRedemptionsFailed', { error: errorMessage(list.error, t('unknownError')) })}
      </p>
    );
  const rows = list.data.redemptions;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('noRedemptions')}</p>;
  return (
    <ul className="grid gap-1.5" aria-label={t('redemptionsOf', { code: code.code })}>
      {rows.map((r) => (
        <li
          key={r.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md bg-muted/50 px-3 py-2 text-sm"
        >
          <span className="min-w-0 break-all font-medium">
            {r.email ?? (r.userId ? t('userNumber', { id: String(r.userId) }) : t('unknownBuyer'))}
          </span>
          <span className="text-xs text-muted-foreground">
            {r.productKind === 'vps' ? t('vps') : t('paidHosting')} ·{' '}
            {r.usedAt === 'checkout' ? t('usedAtCheckout') : t('usedAtPlanChange')} · {when(r.redeemedAt, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CodeRow({ code, onDeactivate }: { code: PromotionCodeView; onDeactivate: () => void }) {
  const t = useMessages(promotionMessages);
  const locale = useLocale();
  const [showRedemptions, setShowRedemptions] = useState(false);
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="promotion-code">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="break-all font-mono text-base font-semibold">{code.code}</span>
          <span className="text-sm">{code.summary}</span>
        </div>
        <Badge variant={null} className={cn(STATE_COLOURS[code.statusLabel])}>
          {STATE_TEXT[code.statusLabel] ? t(STATE_TEXT[code.statusLabel]!) : code.statusLabel}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">{t('appliesTo')}</dt>
          <dd>{productsLabel(t, code.products)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">{t('redeemed')}</dt>
          <dd>
            {code.maxRedemptions !== null
              ? t('redeemedOf', { count: code.timesRedeemed, max: code.maxRedemptions })
              : code.timesRedeemed.toLocaleString(locale)}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">{t('expires')}</dt>
          <dd>{code.expiresAt ? when(code.expiresAt, locale) : t('never')}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">{t('whoMayUse')}</dt>
          <dd>{code.firstTimeOnly ? t('firstPurchasesOnly') : t('anyCustomer')}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showRedemptions}
          onClick={() => setShowRedemptions((shown) => !shown)}
        >
          {showRedemptions ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {t('redemptionsButton', { count: code.timesRedeemed })}
        </Button>
        {code.isActive && (
          <Button size="sm" variant="destructive" className="ms-auto" onClick={onDeactivate}>
            <Ban aria-hidden="true" />
            {t('deactivate')}
          </Button>
        )}
      </div>
      {showRedemptions && <Redemptions code={code} />}
    </li>
  );
}

/** Promotion codes: make one, see each with its state and use, deactivate it, and list who redeemed it. */
export function PromotionCodesManagement() {
  const t = useMessages(promotionMessages);
  const codes = usePromotionCodes();
  const deactivate = useDeactivatePromotionCode();
  const [creating, setCreating] = useState(false);
  const [toDeactivate, setToDeactivate] = useState<PromotionCodeView | null>(null);
  const list = codes.data?.codes ?? [];

  const confirmDeactivate = () => {
    if (!toDeactivate) return;
    deactivate.mutate(toDeactivate.id, {
      onSuccess: (code) => {
        toast({ title: t('deactivated'), description: t('noLongerUsable', { code: code.code }) });
        setToDeactivate(null);
      },
      onError: (error) => {
        toast({
          title: t('deactivateFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        });
        setToDeactivate(null);
      },
    });
  };

  return (
    <Card>
      <div className="flex flex-row flex-wrap items-start justify-between gap-3 p-6">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <TicketPercent className="size-5 text-primary" aria-hidden="true" />
            {t('promotionCodes')}
          </CardTitle>
          <CardDescription>{t('lead')}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t('newCode')}
        </Button>
      </div>
      <CardContent>
        {codes.isPending ? (
          <Spinner label={t('loadingCodes')} />
        ) : codes.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadCodesFailed', { error: errorMessage(codes.error, t('unknownError')) })}
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {t('noCodes')}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={t('codesList')}>
            {list.map((code) => (
              <CodeRow key={code.id} code={code} onDeactivate={() => setToDeactivate(code)} />
            ))}
          </ul>
        )}
      </CardContent>
      <PromotionCodeFormDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={toDeactivate !== null}
        title={t('confirmTitle')}
        description={t('confirmDescription', { code: toDeactivate?.code ?? '' })}
        confirmLabel={t('deactivate')}
        pendingLabel={t('deactivating')}
        pending={deactivate.isPending}
        onConfirm={confirmDeactivate}
        onClose={() => setToDeactivate(null)}
      />
    </Card>
  );
}
