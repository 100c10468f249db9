import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { subdomainProblem, type AvailabilityState } from '../hooks/use-domain-availability';

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
  const problem = value ? subdomainProblem(value) : null;
  const statusId = `${id}-status`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Subdomain</Label>
      <div className="flex min-w-0 items-stretch">
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="mysite"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={statusId}
          aria-invalid={availability.state === 'unavailable' || undefined}
          className="min-w-0 rounded-r-none"
        />
        <span
          className="flex max-w-[60%] shrink-0 items-center truncate rounded-r-md border border-l-0 bg-muted px-3 text-sm text-muted-foreground"
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
            Checking availability...
          </span>
        ) : availability.state === 'available' ? (
          <span className="flex items-center gap-1.5 text-success">
            <CircleCheck className="size-4" aria-hidden="true" />
            {availability.message || `${value}.${suffix} is available!`}
          </span>
        ) : availability.state === 'unavailable' || availability.state === 'error' ? (
          <span className="flex items-center gap-1.5 text-destructive">
            <CircleX className="size-4" aria-hidden="true" />
            {availability.message || 'This domain is not available.'}
          </span>
        ) : null}
      </p>
    </div>
  );
}
