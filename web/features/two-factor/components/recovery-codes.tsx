import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { copyToClipboard } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { downloadFile } from '../../../lib/download-file';
import { useMessages } from '../../../lib/i18n/messages';
import { twoFactorMessages } from '../i18n';

export const RECOVERY_CODES_FILENAME = 'hostfree-recovery-codes.txt';

/** The saved file, worded in the page's language: a title and one line of use, then the codes. */
export function recoveryCodesText(codes: readonly string[], heading: { title: string; lead: string }): string {
  return [heading.title, heading.lead, '', ...codes, ''].join('\n');
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
  const t = useMessages(twoFactorMessages);
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes, { title: t('codesFileTitle', { username }), lead: t('codesFileLead') });

  const copy = async () => {
    if (await copyToClipboard(text, t('recoveryCodes'))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };

  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('saveCodesWarning')}
      </p>
      <ol
        aria-label={t('recoveryCodes')}
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
          {copied ? t('copied') : t('copyCodes')}
        </Button>
        <Button type="button" variant="outline" onClick={() => downloadFile(text, RECOVERY_CODES_FILENAME)}>
          <Download aria-hidden="true" />
          {t('download')}
        </Button>
        <Button type="button" className="sm:ms-auto" onClick={onDone}>
          {t('savedCodes')}
        </Button>
      </div>
    </div>
  );
}
