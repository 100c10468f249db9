import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-error';
import { useWhmPackages } from '../api/get-whm-packages';
import { NativeSelect } from '../../../components/native-select';

/**
 * The WHM package, chosen from GET /api/admin/whm-packages. When WHM cannot be reached the name can be
 * typed instead, so packages can still be prepared before the server is connected.
 */
export function WhmPackageField({ id, value, onChange, error, enabled }: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  enabled: boolean;
}) {
  const whm = useWhmPackages(enabled);
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  const options = whm.data?.packages ?? [];
  // A package saved earlier may name a WHM package that no longer exists: keep it selectable.
  const known = !value || options.some((p) => p.name === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>WHM package</Label>
      {whm.isError ? (
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder="hostfree_free" aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      ) : (
        <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={whm.isPending} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          <option value="">{whm.isPending ? 'Loading WHM packages...' : 'Select a WHM package'}</option>
          {!known && <option value={value}>{value}</option>}
          {options.map((p) => <option key={p.name} value={p.name}>{p.displayname && p.displayname !== p.name ? `${p.displayname} (${p.name})` : p.name}</option>)}
        </NativeSelect>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">{error}</p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {whm.isError ? `Could not load the WHM packages (${errorMessage(whm.error, 'unknown error')}). Type the WHM package name.` : 'Accounts on this package are created with this WHM package.'}
        </p>
      )}
    </div>
  );
}
