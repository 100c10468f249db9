import { Ban, ChevronDown, ChevronUp, Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { PROMOTION_MESSAGES, type PromotionCodeView } from '../../../../contract/promotion-codes.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatCount } from '../../../lib/format-count';
import { cn } from '../../../lib/utils';
import { useDeactivatePromotionCode } from '../api/deactivate-promotion-code';
import { usePromotionCodes } from '../api/get-promotion-codes';
import { usePromotionRedemptions } from '../api/get-promotion-redemptions';
import { productsLabel } from '../promotion-code-form';
import { PromotionCodeFormDialog } from './promotion-code-form-dialog';

const STATE_COLOURS: Record<string, string> = {
  Active: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  Expired: 'border-amber-300 bg-amber-50 text-amber-900',
  'Used up': 'border-amber-300 bg-amber-50 text-amber-900',
  Deactivated: 'border-slate-300 bg-slate-100 text-slate-700',
};

const when = (iso: string) => new Date(iso).toLocaleString();

function Redemptions({ code }: { code: PromotionCodeView }) {
  const list = usePromotionRedemptions(code.id, true);
  if (list.isPending) return <Spinner label="Loading redemptions..." />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the redemptions: {errorMessage(list.error, 'unknown error')}
      </p>
    );
  const rows = list.data.redemptions;
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">Nobody has used this code yet.</p>;
  return (
    <ul className="grid gap-1.5" aria-label={`Redemptions of ${code.code}`}>
      {rows.map((r) => (
        <li
          key={r.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-md bg-muted/50 px-3 py-2 text-sm"
        >
          <span className="min-w-0 break-all font-medium">
            {r.email ?? (r.userId ? `User #${r.userId}` : 'Unknown buyer')}
          </span>
          <span className="text-xs text-muted-foreground">
            {r.productKind === 'vps' ? 'VPS' : 'Paid hosting'} · {r.usedAt === 'checkout' ? 'checkout' : 'plan change'}{' '}
            · {when(r.redeemedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function CodeRow({ code, onDeactivate }: { code: PromotionCodeView; onDeactivate: () => void }) {
  const [showRedemptions, setShowRedemptions] = useState(false);
  const limit = code.maxRedemptions !== null ? ` of ${formatCount(code.maxRedemptions)}` : '';
  return (
    <li className="grid gap-3 rounded-lg border p-4" data-testid="promotion-code">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="break-all font-mono text-base font-semibold">{code.code}</span>
          <span className="text-sm">{code.summary}</span>
        </div>
        <Badge variant={null} className={cn(STATE_COLOURS[code.statusLabel])}>
          {code.statusLabel}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">Applies to</dt>
          <dd>{productsLabel(code.products)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">Redeemed</dt>
          <dd>
            {formatCount(code.timesRedeemed)}
            {limit}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">Expires</dt>
          <dd>{code.expiresAt ? when(code.expiresAt) : 'Never'}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs uppercase tracking-wide text-muted-foreground">Who may use it</dt>
          <dd>{code.firstTimeOnly ? 'First purchases only' : 'Any customer'}</dd>
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
          Redemptions ({formatCount(code.timesRedeemed)})
        </Button>
        {code.isActive && (
          <Button size="sm" variant="destructive" className="ml-auto" onClick={onDeactivate}>
            <Ban aria-hidden="true" />
            Deactivate
          </Button>
        )}
      </div>
      {showRedemptions && <Redemptions code={code} />}
    </li>
  );
}

/** Promotion codes: make one, see each with its state and use, deactivate it, and list who redeemed it. */
export function PromotionCodesManagement() {
  const codes = usePromotionCodes();
  const deactivate = useDeactivatePromotionCode();
  const [creating, setCreating] = useState(false);
  const [toDeactivate, setToDeactivate] = useState<PromotionCodeView | null>(null);
  const list = codes.data?.codes ?? [];

  const confirmDeactivate = () => {
    if (!toDeactivate) return;
    deactivate.mutate(toDeactivate.id, {
      onSuccess: (code) => {
        toast({ title: PROMOTION_MESSAGES.deactivated, description: `${code.code} can no longer be used.` });
        setToDeactivate(null);
      },
      onError: (error) => {
        toast({
          title: 'Deactivate Failed',
          description: errorMessage(error, 'Please try again.'),
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
            Promotion Codes
          </CardTitle>
          <CardDescription>
            Discounts customers type at the paid hosting and VPS checkouts and in plan changes, backed by Stripe
            coupons.
          </CardDescription>
        </div>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          New Code
        </Button>
      </div>
      <CardContent>
        {codes.isPending ? (
          <Spinner label="Loading promotion codes..." />
        ) : codes.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the promotion codes: {errorMessage(codes.error, 'unknown error')}
          </p>
        ) : list.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            No promotion codes yet. Create one to offer a discount.
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Promotion codes">
            {list.map((code) => (
              <CodeRow key={code.id} code={code} onDeactivate={() => setToDeactivate(code)} />
            ))}
          </ul>
        )}
      </CardContent>
      <PromotionCodeFormDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={toDeactivate !== null}
        title="Deactivate promotion code?"
        description={`${toDeactivate?.code ?? ''} will be refused from now on, here and at Stripe. Discounts already given stay.`}
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        pending={deactivate.isPending}
        onConfirm={confirmDeactivate}
        onClose={() => setToDeactivate(null)}
      />
    </Card>
  );
}
