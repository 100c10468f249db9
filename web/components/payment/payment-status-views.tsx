import { CircleX, Clock, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';

// The states a success page passes through before (or instead of) saying thank you. Nothing here claims a
// payment went through: only the server's 'completed' answer does.

function StatusCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="grid justify-items-center gap-3 p-8 text-center">
        {icon}
        <h1 className="text-xl font-semibold">{title}</h1>
        {children && <div className="text-sm text-muted-foreground">{children}</div>}
        {actions && <div className="flex flex-col gap-2 sm:flex-row">{actions}</div>}
      </div>
    </Card>
  );
}

export function CheckingPayment() {
  return <StatusCard icon={<Spinner label="Checking your payment with Stripe..." />} title="One moment" />;
}

export function NoPaymentToShow({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <StatusCard
      icon={<SearchX className="size-10 text-muted-foreground" aria-hidden="true" />}
      title="No payment to show"
      actions={
        <Button asChild>
          <Link href={backHref}>{backLabel}</Link>
        </Button>
      }
    >
      This page shows the result of a payment, and this address does not name one.
    </StatusCard>
  );
}

export function PaymentCheckError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StatusCard
      icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
      title="We could not check your payment"
      actions={
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      }
    >
      <p role="alert">{message}</p>
      <p className="mt-1">If you were charged, nothing is lost: the payment is recorded as soon as Stripe tells us.</p>
    </StatusCard>
  );
}

export function PaymentPending({ onRecheck, isChecking }: { onRecheck: () => void; isChecking: boolean }) {
  return (
    <StatusCard
      icon={<Clock className="size-10 text-amber-600" aria-hidden="true" />}
      title="Your payment is being processed"
      actions={
        <Button onClick={onRecheck} disabled={isChecking}>
          <RefreshCw aria-hidden="true" />
          {isChecking ? 'Checking...' : 'Check again'}
        </Button>
      }
    >
      Stripe has not confirmed this payment yet. This usually takes a few seconds; some payment methods take longer.
    </StatusCard>
  );
}

export function PaymentDeclined({
  title,
  message,
  retryHref,
  retryLabel,
}: {
  title: string;
  message: string;
  retryHref: string;
  retryLabel: string;
}) {
  return (
    <StatusCard
      icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
      title={title}
      actions={
        <Button asChild>
          <Link href={retryHref}>{retryLabel}</Link>
        </Button>
      }
    >
      <p role="alert">{message}</p>
    </StatusCard>
  );
}
