import { Link as LinkIcon, LockKeyhole, MailWarning } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import type { BillingView } from '../../../../contract/billing.js';
import { BILLING_PATH } from '../../../../contract/billing-constants.js';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { parseApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useMessages } from '../../../lib/i18n/messages';
import { withElements } from '../../../lib/i18n/with-elements';
import { billingMessages } from '../i18n';
import { useBilling } from '../api/get-billing';
import { useRequestLink } from '../api/request-link';
import { useBillingLink } from '../hooks/use-billing-link';
import { ConfirmEmailNote } from './confirm-email-note';
import { LinkRequestForm } from './link-request-form';
import { PaymentHistory } from './payment-history';
import { SubscriptionCard } from './subscription-card';

// Below the payments and only for someone who paid: its own chunk, so /billing's first load stays as it was.
const BillingDetailsCard = lazy(() =>
  import('./billing-details-card').then((m) => ({ default: m.BillingDetailsCard })),
);

/** Signed out, no link: sign in, or have a link mailed to the address paid with (visitor donors and VPS buyers). */
function SignedOut() {
  const t = useMessages(billingMessages);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h3 className="font-semibold tracking-tight flex items-center gap-2 text-lg">
          <LockKeyhole className="size-5 text-primary" aria-hidden="true" />
          {t('signedOutTitle')}
        </h3>
        <CardDescription>{t('signInOrLink')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Button asChild className="w-fit">
          <Link href={`/auth?redirect=${encodeURIComponent(BILLING_PATH)}`}>{t('signIn')}</Link>
        </Button>
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t('paidWithoutAccount')}</p>
          <LinkRequestForm />
        </div>
      </CardContent>
    </Card>
  );
}

/** An expired link still names its address: one click sends a new one there. A link that is not valid asks for it. */
function LinkProblem({
  expired,
  message,
  token,
  signedIn,
  onForget,
}: {
  expired: boolean;
  message: string;
  token: string;
  signedIn: boolean;
  onForget(): void;
}) {
  const resend = useRequestLink();
  const t = useMessages(billingMessages);
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h3 className="font-semibold tracking-tight flex items-center gap-2 text-lg">
          <MailWarning className="size-5 text-primary" aria-hidden="true" />
          {expired ? t('linkExpiredTitle') : t('linkInvalidTitle')}
        </h3>
        <CardDescription role="alert">{message}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {expired &&
          (resend.isSuccess ? (
            <p
              role="status"
              className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
            >
              {resend.data.message}
            </p>
          ) : (
            <Button className="w-fit" onClick={() => resend.mutate({ token })} disabled={resend.isPending}>
              {resend.isPending ? t('sending') : t('sendNewLink')}
            </Button>
          ))}
        {!expired && <LinkRequestForm label={t('sendNewLink')} />}
        <Button
          variant="link"
          size={null}
          className="h-10 w-fit shrink-0 rounded-md px-0 py-2 text-sm"
          onClick={onForget}
        >
          {signedIn ? t('showAccountBilling') : t('signInInstead')}
        </Button>
      </CardContent>
    </Card>
  );
}

function BillingContent({ view, token }: { view: BillingView; token: string | null }) {
  const current = view.subscriptions.filter((s) => s.status !== 'ended');
  const ended = view.subscriptions.filter((s) => s.status === 'ended');
  const empty = view.subscriptions.length === 0 && view.payments.length === 0;
  const t = useMessages(billingMessages);
  return (
    <div className="grid gap-8">
      {view.access === 'link' && (
        <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm" data-testid="billing-link-note">
          <LinkIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {withElements((values) => t('linkNote', values), {
              email: <strong className="break-all">{view.email}</strong>,
            })}
          </span>
        </p>
      )}
      {view.emailUnconfirmed && <ConfirmEmailNote email={view.email} />}
      {empty ? (
        <p className="rounded-lg border border-dashed p-6 text-sm text-muted-foreground">{t('empty')}</p>
      ) : (
        <>
          <section aria-labelledby="billing-subscriptions" className="grid gap-3">
            <h2 id="billing-subscriptions" className="text-lg font-semibold">
              {t('subscriptions')}
            </h2>
            {current.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('noSubscription')}</p>
            ) : (
              <ul className="grid gap-4">
                {current.map((sub) => (
                  <SubscriptionCard key={sub.id} sub={sub} token={token} />
                ))}
              </ul>
            )}
            {ended.length > 0 && (
              <details className="grid gap-3">
                <summary className="cursor-pointer text-sm font-medium text-muted-foreground">
                  {t('endedCount', { count: ended.length })}
                </summary>
                <ul className="mt-3 grid gap-4">
                  {ended.map((sub) => (
                    <SubscriptionCard key={sub.id} sub={sub} token={token} />
                  ))}
                </ul>
              </details>
            )}
          </section>
          <section aria-labelledby="billing-payments" className="grid gap-3">
            <h2 id="billing-payments" className="text-lg font-semibold">
              {t('paymentHistory')}
            </h2>
            <PaymentHistory payments={view.payments} />
          </section>
          <Suspense fallback={null}>
            <BillingDetailsCard token={token} />
          </Suspense>
        </>
      )}
    </div>
  );
}

/**
 * /billing: a signed-in user's subscriptions and payments, or — through the signed link of a receipt
 * mail — a visitor's, on the same page without the account's parts.
 */
export function BillingPage() {
  const { user } = useCurrentUser();
  const { token, forget } = useBillingLink(user !== null);
  const billing = useBilling(token, { enabled: token !== null || user !== null });
  const problem = billing.isError ? parseApiError(billing.error) : null;
  const linkProblem = token && problem?.status === 401 ? problem : null;
  const t = useMessages(billingMessages);

  return (
    <div className="grid gap-6">
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      {!token && !user ? (
        <SignedOut />
      ) : linkProblem ? (
        <LinkProblem
          expired={linkProblem.flags.billingLink === 'expired'}
          message={linkProblem.message}
          token={token!}
          signedIn={user !== null}
          onForget={forget}
        />
      ) : billing.isPending ? (
        <Spinner label={t('loading')} />
      ) : billing.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm">
          <p>{problem?.message || t('loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void billing.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <BillingContent view={billing.data} token={token} />
      )}
    </div>
  );
}
