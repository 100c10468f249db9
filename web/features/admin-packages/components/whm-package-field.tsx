import { useState } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-error';
import { useWhmPackages } from '../api/get-whm-packages';
import { NativeSelect } from '../../../components/native-select';
import { useMessages } from '../../../lib/i18n/messages';
import { packagesMessages } from '../i18n';

/** The select's entry for a WHM package that does not exist yet ('/' cannot be in a WHM package name). */
const NEW_WHM_PACKAGE = '/new';
/** An example of a WHM package's name: a name, the same in every language. */
const WHM_NAME_EXAMPLE = 'hostfree_free';

/**
 * The WHM package, chosen from GET /api/admin/whm-packages, or a new one typed in (HostFree creates it on WHM with
 * the package's quotas: packages that sell different quotas need WHM packages of their own). When WHM
 * cannot be reached the name is typed, so packages can still be prepared before the server is connected.
 */
export function WhmPackageField({
  id,
  value,
  onChange,
  error,
  enabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  enabled: boolean;
}) {
  const t = useMessages(packagesMessages);
  const whm = useWhmPackages(enabled);
  const [typingNew, setTypingNew] = useState(false);
  const typed = whm.isError || typingNew;
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  const options = whm.data?.packages ?? [];
  // A package saved earlier may name a WHM package that no longer exists: keep it selectable.
  const known = !value || options.some((p) => p.name === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('whmPackage')}</Label>
      {typed ? (
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={WHM_NAME_EXAMPLE}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <NativeSelect
          id={id}
          value={value}
          disabled={whm.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            if (e.target.value !== NEW_WHM_PACKAGE) return onChange(e.target.value);
            setTypingNew(true);
            onChange('');
          }}
        >
          <option value="">{whm.isPending ? t('loadingWhm') : t('selectWhm')}</option>
          {!known && <option value={value}>{value}</option>}
          {options.map((p) => (
            <option key={p.name} value={p.name}>
              {p.displayname && p.displayname !== p.name ? `${p.displayname} (${p.name})` : p.name}
            </option>
          ))}
          {whm.isSuccess && <option value={NEW_WHM_PACKAGE}>{t('newWhm')}</option>}
        </NativeSelect>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {whm.isError
            ? t('whmLoadFailed', { error: errorMessage(whm.error, t('unknownError')) })
            : typingNew
              ? t('whmCreates')
              : t('whmUsed')}
        </p>
      )}
    </div>
  );
}
