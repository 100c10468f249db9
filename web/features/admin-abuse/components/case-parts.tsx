import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { CardDescription } from '../../../components/ui/card';

// What a report's card and a detection case's card both show: the heading (kind, domain, the site's state), the
// owner with their other sites, and the owner's earlier history. Each card keeps only what is its own.

type Site = { id: number; domain: string; status: string };
type Owner = { id: number; username: string; email: string | null } | null;

export function SiteStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={status === 'suspended' ? 'destructive' : 'secondary'} className="ml-1 align-middle">
      {status}
    </Badge>
  );
}

/** The card's top: the kind badge, the domain, the site's state (or that it was deleted), a closing badge, a line. */
export function CaseHeading({
  kind,
  domain,
  site,
  closed,
  description,
}: {
  kind: ReactNode;
  domain: string;
  site: Site | null;
  closed: ReactNode;
  description: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 p-6">
      <div className="flex flex-wrap items-center gap-2">
        {kind}
        <h3 className="break-all text-lg font-semibold tracking-tight">{domain}</h3>
        {site ? <SiteStatusBadge status={site.status} /> : <Badge variant="outline">site deleted</Badge>}
        {closed}
      </div>
      <CardDescription>{description}</CardDescription>
    </div>
  );
}

/** The owner, their other sites, and what came before about them (reports or cases, one line each). */
export function OwnerHistory({
  owner,
  otherSites,
  earlierTitle,
  earlier,
}: {
  owner: Owner;
  otherSites: Site[];
  earlierTitle: string;
  earlier: { id: number; line: ReactNode }[];
}) {
  return (
    <>
      <div className="grid gap-1 sm:grid-cols-2">
        <div>
          <p className="font-medium">Owner</p>
          <p className="break-all text-muted-foreground">
            {owner
              ? `${owner.username} (#${owner.id})${owner.email ? ` · ${owner.email}` : ' · no e-mail'}`
              : 'unknown'}
          </p>
        </div>
        <div>
          <p className="font-medium">Owner’s other sites</p>
          {otherSites.length === 0 ? (
            <p className="text-muted-foreground">none</p>
          ) : (
            <ul>
              {otherSites.map((s) => (
                <li key={s.id} className="break-all">
                  {s.domain}
                  <SiteStatusBadge status={s.status} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div>
        <p className="font-medium">{earlierTitle}</p>
        {earlier.length === 0 ? (
          <p className="text-muted-foreground">none</p>
        ) : (
          <ul className="grid gap-0.5 text-muted-foreground">
            {earlier.map((e) => (
              <li key={e.id}>{e.line}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
