import { ExternalLink, RotateCcw, ShieldAlert } from 'lucide-react';
import type { TicketContext } from '../../../../contract/support.js';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useReinstate } from '../api/reinstate';
import { supportDeskMessages } from '../i18n';

type Link = TicketContext['sites'][number];

/** A link into another admin screen; earlier tickets open in this tab (the hash changes, the page stays). */
function PanelLink({ link }: { link: Link }) {
  return (
    <li className="grid">
      <a href={link.href} className="text-primary underline-offset-2 hover:underline [overflow-wrap:anywhere]">
        {link.label}
      </a>
      <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{link.detail}</span>
    </li>
  );
}

function Section({ title, links, empty }: { title: string; links: Link[]; empty: string }) {
  return (
    <section className="grid gap-1">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h4>
      {links.length === 0 ? (
        <p className="text-xs text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1.5">
          {links.map((l, i) => (
            <PanelLink key={`${l.href}-${i}`} link={l} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the ticket is about, beside it: an appeal's suspension or case with its evidence, and the reinstatement. */
function SubjectCard({ ticketId, subject }: { ticketId: number; subject: NonNullable<TicketContext['subject']> }) {
  const t = useMessages(supportDeskMessages);
  const reinstate = useReinstate(ticketId);
  const onReinstate = async () => {
    if (!subject.reinstate) return;
    try {
      const answer = await reinstate.mutateAsync(subject.reinstate);
      toast({ title: answer.message ?? t('reinstated') });
    } catch (error) {
      toast({
        title: t('reinstateFailed'),
        description: errorMessage(error, t('nothingChanged')),
        variant: 'destructive',
      });
    }
  };
  return (
    <section
      aria-label={t('whatTicketIsAbout')}
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <h4 className="flex items-start gap-2 font-semibold">
        <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
        <span className="[overflow-wrap:anywhere]">{subject.title}</span>
      </h4>
      {subject.evidence.length > 0 && (
        <div className="grid gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('evidence')}</p>
          <ul className="grid gap-1">
            {subject.evidence.map((e, i) => (
              // Text, never a link: evidence may name a phishing page.
              <li key={i} className="break-all font-mono text-xs">
                {e}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={subject.href}>
            <ExternalLink aria-hidden="true" />
            {t('openCase')}
          </a>
        </Button>
        {subject.reinstate && (
          <Button size="sm" onClick={() => void onReinstate()} disabled={reinstate.isPending}>
            <RotateCcw aria-hidden="true" />
            {subject.reinstate.label}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The person behind the ticket and their things, each linking to its admin screen. */
export function ContextPanel({ ticketId, context }: { ticketId: number; context: TicketContext }) {
  const t = useMessages(supportDeskMessages);
  const { person } = context;
  return (
    <aside aria-label={t('aboutCustomer')} className="grid content-start gap-4 text-sm">
      {context.subject && <SubjectCard ticketId={ticketId} subject={context.subject} />}
      <section className="grid gap-1 text-sm">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('person')}</h4>
        {person ? (
          <>
            <a
              href={person.href}
              className="font-medium text-primary underline-offset-2 hover:underline [overflow-wrap:anywhere]"
            >
              {t('personLink', { username: person.username, id: String(person.id) })}
            </a>
            <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
              {t('personMeta', { email: person.email ?? t('noEmail'), status: person.status })}
            </p>
            {person.matchedBy === 'email' && <p className="text-xs text-muted-foreground">{t('matchedByEmail')}</p>}
          </>
        ) : (
          <p className="text-xs text-muted-foreground">{t('noAccount')}</p>
        )}
      </section>
      <Section title={t('sites')} links={context.sites} empty={t('noSites')} />
      <Section title={t('plans')} links={context.plans} empty={t('noSubscriptions')} />
      <Section title={t('paymentsOrders')} links={context.payments} empty={t('noPayments')} />
      <Section title={t('machines')} links={context.machines} empty={t('noMachines')} />
      <Section title={t('devices')} links={context.devices} empty={t('noDevices')} />
      <Section title={t('earlierTickets')} links={context.earlierTickets} empty={t('none')} />
      <Section title={t('abuseCases')} links={context.abuse} empty={t('none')} />
    </aside>
  );
}
