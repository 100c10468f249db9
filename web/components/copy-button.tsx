import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from './ui/tooltip';
import { toast } from './ui/use-toast';
import { translate, useMessages } from '../lib/i18n/messages';
import { useLocale } from '../lib/i18n/locale';
import { componentsMessages } from './i18n';

export async function copyToClipboard(text: string, label: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    // 001 §8 'Copied!', with 000's '{label} copied to clipboard' saying what was copied.
    toast({
      title: translate(componentsMessages, 'copied'),
      description: translate(componentsMessages, 'copiedToClipboard', { label }),
    });
    return true;
  } catch {
    // 001 §8: 'Copy failed' / 'Your browser blocked clipboard access.'
    toast({
      title: translate(componentsMessages, 'copyFailed'),
      description: translate(componentsMessages, 'clipboardBlocked'),
      variant: 'destructive',
    });
    return false;
  }
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const t = useMessages(componentsMessages);
  const locale = useLocale();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('copyLabel', { label })}
          onClick={async () => {
            if (await copyToClipboard(value, label)) {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            }
          }}
        >
          {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </Button>
      </TooltipTrigger>
      <TooltipContent>
        {copied ? t('copied') : t('copyLabel', { label: label.toLocaleLowerCase(locale) })}
      </TooltipContent>
    </Tooltip>
  );
}
