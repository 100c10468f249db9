import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../lib/i18n/messages';
import { componentsMessages } from './i18n';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';

/** 001 §2: the 'How It Works' card beside an admin setting (custom header code, the Facebook pixel): a few paragraphs. */
export function HowItWorksCard({ children }: { children: ReactNode }) {
  const t = useMessages(componentsMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Info className="size-5 text-primary" aria-hidden="true" />
          {t('howItWorks')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}
