import { ArrowRight, CircleCheck, CircleX, Crown, Search } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { useLocation } from 'wouter';
import type { DomainAvailability } from '../../../../contract/paid-hosting.js';
import { PAID_HOSTING_MESSAGES as M, PREMIUM_TLDS } from '../../../../contract/paid-hosting-constants.js';
import { TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/utils';
import { usePremiumSearch } from '../hooks/use-premium-search';
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
          'flex w-full items-center gap-3 rounded-lg border bg-card px-4 py-3 text-left text-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
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
          {result.planTypeRequired}
        </Badge>
        <span className="sr-only">{result.available ? 'available' : 'not available'}</span>
      </button>
    </li>
  );
}

/** The sentence above the rows says what the rows show: only a count of free alternatives it really has. */
export function resultsLead(
  requested: { domain: string; available: boolean },
  alternatives: { available: boolean }[],
): string {
  if (requested.available) return 'Your domain is available.';
  const free = alternatives.filter((a) => a.available).length;
  if (free === 0) return `${requested.domain} is taken, and no other extension of this name is free. Try another name.`;
  return `${requested.domain} is taken. ${free === 1 ? 'One other extension is' : `${free} other extensions are`} free:`;
}

/**
 * The landing page's premium card (000 §2 "Premium domain search"): a registrable name on any extension we sell,
 * alternatives when it is taken, and Continue to /paid-hosting with domain, plan, label and tld.
 */
export function PremiumDomainSearch() {
  const [, navigate] = useLocation();
  const form = useForm({ resolver: domainResolver, defaultValues: { label: '', tld: 'com' } });
  const name = form.watch('label');
  const { state, selected, select, search } = usePremiumSearch();
  const searching = state.status === 'searching';

  const submit = form.handleSubmit(({ label, tld }) => search(label, tld));
  const proceed = () => {
    if (!selected || state.status !== 'results') {
      toast({ title: M.selectDomainTitle, description: M.selectDomain, variant: 'destructive' });
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
          label="Domain name"
          dense
          placeholder="yourbrand"
          autoComplete="off"
          maxLength={80}
          {...form.register('label')}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="premium-domain-tld">Extension</Label>
          <NativeSelect id="premium-domain-tld" {...form.register('tld')}>
            {PREMIUM_TLDS.map((t) => (
              <option key={t} value={t}>
                .{t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={searching || !cleanLabel(name)}>
          <Search aria-hidden="true" />
          {searching ? M.searching : 'Search'}
        </Button>
      </form>
      {state.status === 'results' && (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground" id="premium-results-label">
            {resultsLead(state.requested, state.alternatives)}
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
            {selected.planTypeRequired === 'premium' ? <Crown aria-hidden="true" /> : null}Continue with{' '}
            {selected.domain}
            <ArrowRight aria-hidden="true" />
          </>
        ) : (
          M.selectDomainButton
        )}
      </Button>
    </div>
  );
}
