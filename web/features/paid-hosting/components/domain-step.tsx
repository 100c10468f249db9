import { CircleCheck, CircleX, Search } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { DomainAvailability } from '../../../../contract/paid-hosting.js';
import type { PaidPlanType } from '../../../../contract/paid-hosting-constants.js';
import { NativeSelect } from '../../../components/native-select';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { availabilityText } from '../availability-text';
import { useMessages } from '../../../lib/i18n/messages';
import { paidHostingMessages } from '../i18n';
import type { useDomainChoice } from '../hooks/use-domain-choice';
import { planFits, tldsForPlan } from '../plan-rules';

/** Step 1 (000 §2): the name, a TLD select limited by the plan, and 'Check availability'. */
export function DomainStep({ choice }: { choice: ReturnType<typeof useDomainChoice> }) {
  const { plan, form, checking, result } = choice;
  const t = useMessages(paidHostingMessages);
  return (
    <form onSubmit={choice.submit} className="grid gap-4" aria-label={t('chooseDomain')}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          id="paid-domain-label"
          label={t('domainName')}
          dense
          {...form.register('label', {
            // 000 §5: the field keeps only lowercase letters, digits and hyphens.
            onChange: (e: ChangeEvent<HTMLInputElement>) =>
              choice.changeLabel(e.target.value.toLowerCase().replace(/[^a-z0-9-]/g, '')),
          })}
          placeholder={t('domainPlaceholder')}
          autoComplete="off"
          maxLength={63}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="paid-domain-tld">{t('extension')}</Label>
          <NativeSelect
            id="paid-domain-tld"
            {...form.register('tld', {
              onChange: (e: ChangeEvent<HTMLSelectElement>) => choice.changeTld(e.target.value),
            })}
          >
            {tldsForPlan('premium').map((tld) => (
              <option key={tld} value={tld}>
                {tldsForPlan('starter').includes(tld) ? `.${tld}` : t('premiumExtension', { tld })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" variant="outline" disabled={checking} className="w-full sm:w-fit">
        <Search aria-hidden="true" />
        {checking ? t('checking') : t('checkAvailability')}
      </Button>
      {result && <AvailabilityNote plan={plan} result={result} />}
    </form>
  );
}

function AvailabilityNote({ plan, result }: { plan: PaidPlanType; result: DomainAvailability }) {
  const t = useMessages(paidHostingMessages);
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${result.available ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}
    >
      {result.available ? (
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <span>
        {availabilityText(result, t)}
        {result.available && !planFits(plan, result.planTypeRequired) && ` ${t('needsPremium')}`}
      </span>
    </p>
  );
}
