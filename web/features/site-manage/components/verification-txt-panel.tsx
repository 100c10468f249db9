import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { VERIFICATION_TXT } from '../../../../contract/site-manage-constants.js';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, parseApiError } from '../../../lib/api-error';
import { useAddVerificationTxt, useRemoveVerificationTxt, useVerificationTxt } from '../api/verification-txt';
import { PanelState, Section } from './panel-state';

/** A verification value's shape (a search console's), the same in every language. */
const EXAMPLE_VALUE = 'google-site-verification=…';

/**
 * A free site's verification records: TXT only, at its own name or below it, in the shared domain's zone (which
 * HostFree runs for every site), and only while the operator allows them. Enough to prove the site is yours to a
 * certificate authority or a search console.
 */
export function VerificationTxtPanel({ accountId }: { accountId: number }) {
  const txt = useVerificationTxt(accountId);
  const t = useMessages(siteManageMessages);
  const add = useAddVerificationTxt(accountId);
  const remove = useRemoveVerificationTxt(accountId);
  // The server's word on a refused value (its schema is the one rule), shown under the value field.
  const [refusal, setRefusal] = useState<string | null>(null);
  const data = txt.data;
  const atLimit = data ? data.records.length >= data.limit : false;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = { name: String(form.get('name') ?? '').trim(), text: String(form.get('text') ?? '').trim() };
    add.mutate(body, {
      onSuccess: (answer) => {
        formElement.reset();
        setRefusal(null);
        toast({ title: answer.message });
      },
      onError: (error) => {
        if (parseApiError(error).status === 400) return setRefusal(errorMessage(error, t('checkNameValue')));
        toast({ title: t('notAdded'), description: errorMessage(error, t('tryAgain')), variant: 'destructive' });
      },
    });
  };

  return (
    <Section id="verification-txt" title={t('verificationTitle')} lead={t('verificationLead')}>
      <PanelState isLoading={txt.isLoading} error={txt.error} onRetry={() => void txt.refetch()}>
        {data?.message && <p className="text-sm">{data.message}</p>}
        {data && data.records.length > 0 && (
          <ul className="grid gap-2" data-testid="verification-txt-records">
            {data.records.map((record) => (
              <li key={record.id} className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center">
                <span className="min-w-0 sm:flex-1 [overflow-wrap:anywhere]">
                  <span className="font-mono text-sm">
                    {record.name === '@' ? data.domain : `${record.name}.${data.domain}`}
                  </span>
                  <span className="block font-mono text-sm text-muted-foreground">{record.text}</span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('removeTxt', { name: record.name })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(record.id, {
                      onSuccess: (answer) => toast({ title: answer.message }),
                      onError: (error) =>
                        toast({
                          title: t('notRemoved'),
                          description: errorMessage(error, t('tryAgain')),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  <Trash2 className="size-4" aria-hidden="true" /> {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {data?.allowed &&
          (atLimit ? (
            <p className="text-sm text-muted-foreground">{t('txtLimit', { limit: data.limit })}</p>
          ) : (
            <form className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end" onSubmit={submit}>
              <div className="grid gap-1.5">
                <Label htmlFor="txt-name">{t('name')}</Label>
                <Input
                  id="txt-name"
                  name="name"
                  defaultValue="@"
                  autoComplete="off"
                  required
                  maxLength={150}
                  aria-describedby="txt-name-hint"
                />
                <p id="txt-name-hint" className="text-xs text-muted-foreground">
                  {t('txtNameHint', { domain: data.domain })}
                </p>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="txt-text">{t('value')}</Label>
                <Input
                  id="txt-text"
                  name="text"
                  autoComplete="off"
                  placeholder={EXAMPLE_VALUE}
                  required
                  maxLength={VERIFICATION_TXT.maxTextLength}
                  aria-invalid={refusal !== null}
                  aria-describedby={refusal ? 'txt-refusal' : undefined}
                />
                {refusal && (
                  <p id="txt-refusal" role="alert" className="text-xs text-destructive">
                    {refusal}
                  </p>
                )}
              </div>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? t('adding') : t('addTxt')}
              </Button>
            </form>
          ))}
      </PanelState>
    </Section>
  );
}
