import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from './ui/tooltip';
import { toast } from './ui/use-toast';

export async function copyToClipboard(text: string, label: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    // 001 §8 'Copied!', with 000's '{label} copied to clipboard' saying what was copied.
    toast({ title: 'Copied!', description: `${label} copied to clipboard` });
    return true;
  } catch {
    // 001 §8: 'Copy failed' / 'Your browser blocked clipboard access.'
    toast({ title: 'Copy failed', description: 'Your browser blocked clipboard access.', variant: 'destructive' });
    return false;
  }
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={`Copy ${label}`}
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
      <TooltipContent>{copied ? 'Copied!' : `Copy ${label.toLowerCase()}`}</TooltipContent>
    </Tooltip>
  );
}
