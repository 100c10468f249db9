import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { copyToClipboard } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { downloadFile } from '../../../lib/download-file';

export const RECOVERY_CODES_FILENAME = 'hostfree-recovery-codes.txt';

export function recoveryCodesText(codes: readonly string[], username: string): string {
  return [
    `HostFree recovery codes for ${username}`,
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes, shown once after two-factor sign-in is turned on: copy them or save them as a file. */
export function RecoveryCodes({
  codes,
  username,
  onDone,
}: {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes, username);

  const copy = async () => {
    if (await copyToClipboard(text, 'Recovery codes')) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };

  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Save these recovery codes now: they will not be shown again. Each one signs you in once if you lose your phone.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/50 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy codes'}
        </Button>
        <Button type="button" variant="outline" onClick={() => downloadFile(text, RECOVERY_CODES_FILENAME)}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" className="sm:ml-auto" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
