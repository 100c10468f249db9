import { Ban } from 'lucide-react';
import { Link } from 'wouter';
import { helpArticlePath } from '../../../../contract/help-center-constants.js';
import { SUSPENSION_POLICY_PATH } from '../../../../contract/user-suspension-constants.js';
import type { SuspendedSignIn } from '../hooks/suspended-error';

/**
 * Why a suspended person cannot sign in, and where to write. It stays on the form (a toast would be gone
 * before it was read) until they try again.
 */
export function SuspendedNotice({ suspension }: { suspension: SuspendedSignIn }) {
  // The contact is the admin's support address or page; with none set the server names no address (never a no-reply
  // one) and the notice points to the published policy instead.
  const value = suspension.supportContact;
  const contact = value ? { href: /^https?:\/\//i.test(value) ? value : `mailto:${value}`, label: value } : null;
  return (
    <div
      role="alert"
      aria-labelledby="suspended-title"
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p id="suspended-title" className="flex items-center gap-2 font-semibold text-destructive">
        <Ban className="size-4 shrink-0" aria-hidden="true" />
        Your account is suspended
      </p>
      <p className="[overflow-wrap:anywhere]">
        <span className="text-muted-foreground">Reason: </span>
        {suspension.reason}
      </p>
      <p className="[overflow-wrap:anywhere]">
        {contact ? (
          <>
            If you think this is a mistake, write to{' '}
            <a className="font-medium text-primary underline underline-offset-2" href={contact.href}>
              {contact.label}
            </a>
            .
          </>
        ) : (
          <>
            No support address has been published yet; our{' '}
            <Link className="font-medium text-primary underline underline-offset-2" href={SUSPENSION_POLICY_PATH}>
              Acceptable Use Policy
            </Link>{' '}
            says how suspensions are decided.
          </>
        )}
      </p>
      <p>
        <Link className="font-medium text-primary underline underline-offset-2" href="/support/new?appeal=1">
          Appeal this suspension
        </Link>{' '}
        — no sign-in needed; we answer by e-mail. Before you write:{' '}
        <Link
          className="font-medium text-primary underline underline-offset-2"
          href={helpArticlePath('how-to-appeal-a-suspension')}
        >
          how to appeal a suspension
        </Link>{' '}
        (help center).
      </p>
    </div>
  );
}
