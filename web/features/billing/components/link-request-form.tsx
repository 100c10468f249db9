import { MailCheck } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useRequestLink } from '../api/request-link';
import { useMessages } from '../../../lib/i18n/messages';
import { billingMessages } from '../i18n';
import type { LinkRequestValues } from '../link-request-resolver';

// zod and the schema arrive with the form's first check, not with /billing.
const linkResolver = lazyResolver<LinkRequestValues>(() =>
  import('../link-request-resolver').then((m) => m.linkRequestResolver),
);

/**
 * "Send me a link": the address a visitor paid with. The answer is the same whether or not it has payments (nobody
 * learns who paid for what), so the page says only that a link is on its way if there is something to show.
 */
export function LinkRequestForm({ label }: { label?: string }) {
  const t = useMessages(billingMessages);
  const form = useForm<LinkRequestValues>({ resolver: linkResolver, defaultValues: { email: '' } });
  const request = useRequestLink();
  if (request.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {request.data.message}
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => request.mutate(body))}
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <TextField
        id="billing-link-email"
        label={t('emailLabel')}
        type="email"
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
        error={
          form.formState.errors.email?.message ??
          (request.isError ? errorMessage(request.error, t('tryLater')) : undefined)
        }
        {...form.register('email')}
      />
      <Button type="submit" className="sm:mt-[1.625rem]" disabled={request.isPending}>
        {request.isPending ? t('sending') : (label ?? t('sendLink'))}
      </Button>
    </form>
  );
}
