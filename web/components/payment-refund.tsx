import { zodFormResolver } from '../lib/zod-form-resolver';
import { ShieldAlert, Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from '../lib/form';
import { z } from 'zod';
import { CLOSED_DISPUTE_STATUSES, type DisputeStatus, type LedgerPayment } from '../../contract/refunds.js';
import { useRefundPayment } from '../api/payment-refunds';
import { errorMessage } from '../lib/api-error';
import { formatDollars } from '../lib/format-dollars';
import { useLocale } from '../lib/i18n/locale';
import { type Translate, useMessages } from '../lib/i18n/messages';
import { useDollars } from '../lib/i18n/use-dollars';
import { paymentRefundMessages } from './payment/refund-i18n';
import { FormDialog } from './form-dialog';
import { TextareaField, TextField } from './form-field';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { toast } from './ui/use-toast';

// Refunds on the admin's rows (Donations, Pending Orders, VPS Orders): what the ledger says about the payment
// behind the row (refunded, disputed), and the Refund action. The server decides what may still be refunded; the
// dialog offers it all by default and sends part when the admin types less.

export const isDisputeOpen = (payment: Pick<LedgerPayment, 'disputeStatus'>) =>
  payment.disputeStatus !== null && !(CLOSED_DISPUTE_STATUSES as readonly string[]).includes(payment.disputeStatus);

/** Stripe's dispute status → its words (the contract's DISPUTE_LABELS, which the dispute mail says). */
const DISPUTE_KEYS = {
  warning_needs_response: 'disputeInquiryNeedsResponse',
  warning_under_review: 'disputeInquiryUnderReview',
  warning_closed: 'disputeInquiryClosed',
  needs_response: 'disputeNeedsResponse',
  under_review: 'disputeUnderReview',
  won: 'disputeWon',
  lost: 'disputeLost',
} as const satisfies Record<DisputeStatus, keyof typeof paymentRefundMessages.english>;

const disputeText = (t: RefundText, status: string) =>
  status in DISPUTE_KEYS
    ? t(DISPUTE_KEYS[status as DisputeStatus])
    : t('disputeOther', { status: status.replace(/_/g, ' ') });

/** Badges for a refunded or disputed payment; nothing for one that is simply paid. */
export function PaymentFlags({ payment }: { payment: LedgerPayment | null | undefined }) {
  const t = useMessages(paymentRefundMessages);
  const dollars = useDollars();
  if (!payment) return null;
  const refunded = payment.amountRefundedCents > 0;
  if (!refunded && !payment.disputeStatus) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid="payment-flags">
      {refunded && (
        <Badge variant={null} className="border-transparent bg-amber-100 text-amber-900 hover:bg-amber-100">
          {payment.status === 'refunded'
            ? t('refundedAll', { amount: dollars(payment.amountRefundedCents) })
            : t('refundedPart', {
                amount: dollars(payment.amountRefundedCents),
                total: dollars(payment.amountCents),
              })}
        </Badge>
      )}
      {payment.disputeStatus && (
        <Badge variant={isDisputeOpen(payment) ? 'destructive' : 'outline'}>
          <ShieldAlert className="size-3" aria-hidden="true" />
          {disputeText(t, payment.disputeStatus)}
        </Badge>
      )}
    </span>
  );
}

/** Dollars as typed ('4', '4.5', '4.50') → cents; NaN when it is not an amount. */
export function dollarsToCents(text: string): number {
  const t = text.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return Number.NaN;
  const [whole, fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

type RefundText = Translate<keyof typeof paymentRefundMessages.english>;

/** The dialog's own checks, in the admin's language (the catalogue's English is REFUND_MESSAGES word for word). */
function refundFormSchema(refundableCents: number, t: RefundText) {
  return z.object({
    amount: z.string().superRefine((value, ctx) => {
      const cents = dollarsToCents(value);
      if (!Number.isFinite(cents) || cents < 1) ctx.addIssue({ code: 'custom', message: t('amountInvalid') });
      else if (cents > refundableCents)
        ctx.addIssue({ code: 'custom', message: t('tooMuch', { left: formatDollars(refundableCents) }) });
    }),
    reason: z.string().trim().min(1, t('reasonRequired')).max(500),
  });
}
type RefundForm = z.infer<ReturnType<typeof refundFormSchema>>;

/** One id per attempt (a click of Refund with given values): a retry of the same values reuses it, so Stripe never refunds twice. */
const newAttemptId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function RefundDialog({
  open,
  payment,
  what,
  onClose,
}: {
  open: boolean;
  payment: LedgerPayment;
  what: string;
  onClose: () => void;
}) {
  const t = useMessages(paymentRefundMessages);
  const locale = useLocale();
  const dollars = useDollars();
  const refund = useRefundPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const form = useForm<RefundForm>({
    resolver: zodFormResolver(refundFormSchema(payment.refundableCents, t)),
    defaultValues: { amount: centsToDollars(payment.refundableCents), reason: '' },
  });
  useEffect(() => {
    if (!open) return;
    form.reset({ amount: centsToDollars(payment.refundableCents), reason: '' });
    setFailure(null);
    attempt.current = null;
  }, [open, payment.id, payment.refundableCents, form]);

  const submit = (values: RefundForm) => {
    const amountCents = dollarsToCents(values.amount);
    const key = `${amountCents}:${values.reason.trim()}`;
    if (attempt.current?.key !== key) attempt.current = { key, id: newAttemptId() };
    setFailure(null);
    refund.mutate(
      {
        paymentId: payment.id,
        body: {
          reason: values.reason.trim(),
          attemptId: attempt.current.id,
          ...(amountCents === payment.refundableCents ? {} : { amountCents }),
        },
      },
      {
        onSuccess: (answer) => {
          toast({
            title: t('refunded'),
            description: t('refundGoesBack', { amount: dollars(answer.refund.amountCents), what }),
          });
          attempt.current = null;
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(error, t('pleaseTryAgain'));
          setFailure(message);
          toast({ title: t('failed'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={() => {
        if (!refund.isPending) onClose();
      }}
      title={t('refundTitle')}
      description={t(payment.amountRefundedCents > 0 ? 'refundDescriptionPart' : 'refundDescription', {
        what,
        amount: dollars(payment.amountCents),
        date: new Date(payment.paidAt).toLocaleDateString(locale),
        refunded: dollars(payment.amountRefundedCents),
        refundable: dollars(payment.refundableCents),
      })}
      onSubmit={form.handleSubmit(submit)}
      submitting={refund.isPending}
      submitLabel={t('refund')}
    >
      <TextField
        id="refund-amount"
        label={t('refundAmount')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount?.message}
        hint={t('refundAmountHint')}
        {...form.register('amount')}
      />
      <TextareaField
        id="refund-reason"
        label={t('refundReason')}
        rows={3}
        maxLength={500}
        error={errors.reason?.message}
        hint={t('refundReasonHint')}
        {...form.register('reason')}
      />
      {failure && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
    </FormDialog>
  );
}

/** The flags and a Refund button for a row's payment (disabled when nothing is left or a dispute is open). */
export function PaymentRefundAction({ payment, what }: { payment: LedgerPayment | null | undefined; what: string }) {
  const t = useMessages(paymentRefundMessages);
  const [open, setOpen] = useState(false);
  if (!payment) return null;
  const disputed = isDisputeOpen(payment);
  const nothingLeft = payment.refundableCents <= 0;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <PaymentFlags payment={payment} />
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={nothingLeft || disputed}
        title={disputed ? t('disputed') : nothingLeft ? t('alreadyRefunded') : undefined}
      >
        <Undo2 aria-hidden="true" />
        {t('refund')}
      </Button>
      <RefundDialog open={open} payment={payment} what={what} onClose={() => setOpen(false)} />
    </span>
  );
}
