import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { subdomainProblem, type AvailabilityState } from '../hooks/use-domain-availability';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/** The subdomain input with the hosted suffix beside it and the availability answer below. */
export function SubdomainField({
  id,
  value,
  onChange,
  suffix,
  availability,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  suffix: string;
  availability: AvailabilityState;
}) {
  const t = useMessages(hostingMessages);
  const problem = value ? subdomainProblem(value, t) : null;
  const statusId = `${id}-status`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('subdomain')}</Label>
      {/* A domain name reads left to right in every language: the label stays before its suffix. */}
      <div dir="ltr" className="flex min-w-0 items-stretch">
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('subdomainPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
          aria-invalid={availability.state === 'unavailable' || undefined}
          className="min-w-0 rounded-e-none"
        />
        <span
          className="flex max-w-[60%] shrink-0 items-center truncate rounded-e-md border border-s-0 bg-muted px-3 text-sm text-muted-foreground"
          title={`.${suffix}`}
        >
          .{suffix}
        </span>
      </div>
      <p id={statusId} aria-live="polite" className="min-h-5 text-sm">
        {problem ? (
          <span className="text-muted-foreground">{problem}</span>
        ) : availability.state === 'checking' ? (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('checking')}
          </span>
        ) : availability.state === 'available' ? (
          <span className="flex items-center gap-1.5 text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            {availability.message || t('isAvailable', { domain: `${value}.${suffix}` })}
          </span>
        ) : availability.state === 'unavailable' || availability.state === 'error' ? (
          <span className="flex items-center gap-1.5 text-destructive">
            <CircleX className="size-4" aria-hidden="true" />
            {availability.message || t('notAvailable')}
          </span>
        ) : null}
      </p>
    </div>
  );
}
