import { CircleX, Clock, RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useMessages } from '../../lib/i18n/messages';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { paymentMessages } from './i18n';

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
  const t = useMessages(paymentMessages);
  return <StatusCard icon={<Spinner label={t('checkingWithStripe')} />} title={t('oneMoment')} />;
}

export function NoPaymentToShow({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const t = useMessages(paymentMessages);
  return (
    <StatusCard
      icon={<SearchX className="size-10 text-muted-foreground" aria-hidden="true" />}
      title={t('noPaymentTitle')}
      actions={
        <Button asChild>
          <Link href={backHref}>{backLabel}</Link>
        </Button>
      }
    >
      {t('noPaymentBody')}
    </StatusCard>
  );
}

export function PaymentCheckError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useMessages(paymentMessages);
  return (
    <StatusCard
      icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
      title={t('checkFailedTitle')}
      actions={
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('tryAgain')}
        </Button>
      }
    >
      <p role="alert">{message}</p>
      <p className="mt-1">{t('chargedNothingLost')}</p>
    </StatusCard>
  );
}

export function PaymentPending({ onRecheck, isChecking }: { onRecheck: () => void; isChecking: boolean }) {
  const t = useMessages(paymentMessages);
  return (
    <StatusCard
      icon={<Clock className="size-10 text-amber-600" aria-hidden="true" />}
      title={t('pendingTitle')}
      actions={
        <Button onClick={onRecheck} disabled={isChecking}>
          <RefreshCw aria-hidden="true" />
          {isChecking ? t('checking') : t('checkAgain')}
        </Button>
      }
    >
      {t('pendingBody')}
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
