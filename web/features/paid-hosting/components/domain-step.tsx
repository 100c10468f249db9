import { CircleCheck, CircleX, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { PAID_HOSTING_MESSAGES as M, type DomainAvailability, type PaidPlanType } from '../../../../contract/paid-hosting.js';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { planFits, tldsForPlan } from '../plan-rules';

/** Step 1 (000 §2): the name, a TLD select limited by the plan, and 'Check availability'. */
export function DomainStep({ plan, label, tld, checking, result, onLabel, onTld, onCheck }: {
  plan: PaidPlanType;
  label: string;
  tld: string;
  checking: boolean;
  /** The last answer, for the name and TLD now in the fields (null once either changes). */
  result: DomainAvailability | null;
  onLabel: (value: string) => void;
  onTld: (value: string) => void;
  onCheck: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck();
  };
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Choose your domain">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="paid-domain-label">Domain name</Label>
          <Input
            id="paid-domain-label"
            value={label}
            // 000 §5: the field keeps only lowercase letters, digits and hyphens.
            onChange={(e) => onLabel(e.target.value.toLowerCase().replace(/[^a-z0-9-]/g, ''))}
            placeholder="yourbrand"
            autoComplete="off"
            maxLength={63}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="paid-domain-tld">Extension</Label>
          <NativeSelect id="paid-domain-tld" value={tld} onChange={(e) => onTld(e.target.value)}>
            {tldsForPlan('premium').map((t) => (
              <option key={t} value={t}>.{t}{tldsForPlan('starter').includes(t) ? '' : ' (Premium)'}</option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Button type="submit" variant="outline" disabled={checking} className="w-full sm:w-fit">
        <Search aria-hidden="true" />{checking ? 'Checking...' : 'Check availability'}
      </Button>
      {result && (
        <p role="status" className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${result.available ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}>
          {result.available ? <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
          <span>
            {result.message || `${result.domain} ${result.available ? M.isAvailable : M.isRegistered}`}
            {result.available && !planFits(plan, result.planTypeRequired) && ' It needs the Premium plan.'}
          </span>
        </p>
      )}
    </form>
  );
}
