import { ArrowRight, CircleCheck, CircleX, Crown, Search } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { useLocation } from 'wouter';
import type { DomainAvailability } from '../../../../contract/paid-hosting.js';
import { PREMIUM_TLDS } from '../../../../contract/paid-hosting-constants.js';
import { TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useMessages, type Translate } from '../../../lib/i18n/messages';
import { cn } from '../../../lib/utils';
import { usePremiumSearch } from '../hooks/use-premium-search';
import { paidHostingMessages } from '../i18n';
import { domainResolver } from '../lazy-form-resolvers';
import { cleanLabel, paidHostingHref } from '../plan-rules';

function ResultRow({
  result,
  isSelected,
  onSelect,
}: {
  result: DomainAvailability;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const t = useMessages(paidHostingMessages);
  const Icon = result.available ? CircleCheck : CircleX;
  return (
    <li>
      <button
        type="button"
        role="radio"
        aria-checked={isSelected}
        disabled={!result.available}
        onClick={onSelect}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg border bg-card px-4 py-3 text-start text-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          result.available ? 'hover:border-primary' : 'cursor-not-allowed opacity-60',
          isSelected && 'border-primary ring-1 ring-primary',
        )}
      >
        <Icon
          className={cn('size-5 shrink-0', result.available ? 'text-emerald-600' : 'text-red-500')}
          aria-hidden="true"
        />
        <span className="min-w-0 flex-1 break-all font-medium text-slate-900">{result.domain}</span>
        <Badge variant={result.planTypeRequired === 'premium' ? 'default' : 'secondary'} className="capitalize">
          {t(result.planTypeRequired)}
        </Badge>
        <span className="sr-only">{result.available ? t('available') : t('notAvailable')}</span>
      </button>
    </li>
  );
}

/** The sentence above the rows says what the rows show: only a count of free alternatives it really has. */
export function resultsLead(
  t: Translate<keyof typeof paidHostingMessages.english>,
  requested: { domain: string; available: boolean },
  alternatives: { available: boolean }[],
): string {
  if (requested.available) return t('leadAvailable');
  const free = alternatives.filter((a) => a.available).length;
  const domain = requested.domain;
  if (free === 0) return t('leadNoneFree', { domain });
  return free === 1 ? t('leadOneFree', { domain }) : t('leadSomeFree', { domain, count: free });
}

/**
 * The landing page's premium card (000 §2 "Premium domain search"): a registrable name on any extension we sell,
 * alternatives when it is taken, and Continue to /paid-hosting with domain, plan, label and tld.
 */
export function PremiumDomainSearch() {
  const t = useMessages(paidHostingMessages);
  const [, navigate] = useLocation();
  const form = useForm({ resolver: domainResolver, defaultValues: { label: '', tld: 'com' } });
  const name = form.watch('label');
  const { state, selected, select, search } = usePremiumSearch();
  const searching = state.status === 'searching';

  const submit = form.handleSubmit(({ label, tld }) => search(label, tld));
  const proceed = () => {
    if (!selected || state.status !== 'results') {
      toast({ title: t('selectDomainTitle'), description: t('selectDomain'), variant: 'destructive' });
      return;
    }
    navigate(paidHostingHref(selected, state.label));
  };
  const results = state.status === 'results' ? [state.requested, ...state.alternatives] : [];

  return (
    <div className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6" data-testid="premium-domain-search">
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <TextField
          id="premium-domain-name"
          label={t('domainName')}
          dense
          placeholder={t('domainPlaceholder')}
          autoComplete="off"
          maxLength={80}
          {...form.register('label')}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="premium-domain-tld">{t('extension')}</Label>
          <NativeSelect id="premium-domain-tld" {...form.register('tld')}>
            {PREMIUM_TLDS.map((tld) => (
              <option key={tld} value={tld}>
                .{tld}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={searching || !cleanLabel(name)}>
          <Search aria-hidden="true" />
          {searching ? t('searching') : t('search')}
        </Button>
      </form>
      {state.status === 'results' && (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground" id="premium-results-label">
            {resultsLead(t, state.requested, state.alternatives)}
          </p>
          <ul className="grid gap-2" role="radiogroup" aria-labelledby="premium-results-label">
            {results.map((r) => (
              <ResultRow
                key={r.domain}
                result={r}
                isSelected={selected?.domain === r.domain}
                onSelect={() => select(r)}
              />
            ))}
          </ul>
        </div>
      )}
      <Button
        type="button"
        size="lg"
        onClick={proceed}
        variant={selected ? 'default' : 'outline'}
        aria-disabled={!selected}
      >
        {selected ? (
          <>
            {selected.planTypeRequired === 'premium' ? <Crown aria-hidden="true" /> : null}
            {t('continueWith', { domain: selected.domain })}
            <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
          </>
        ) : (
          t('selectDomainButton')
        )}
      </Button>
    </div>
  );
}
