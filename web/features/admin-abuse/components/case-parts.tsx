import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { CardDescription } from '../../../components/ui/card';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

// What a report's card and a detection case's card both show: the heading (kind, domain, the site's state), the
// owner with their other sites, and the owner's earlier history. Each card keeps only what is its own.

type Site = { id: number; domain: string; status: string };
type Owner = { id: number; username: string; email: string | null } | null;

/** A site's states in the page's language; any other is shown as the server wrote it. */
const SITE_STATUS_KEYS = { active: 'siteActive', suspended: 'siteSuspended', pending: 'sitePending' } as const;

export function SiteStatusBadge({ status }: { status: string }) {
  const t = useMessages(abuseMessages);
  const key = SITE_STATUS_KEYS[status as keyof typeof SITE_STATUS_KEYS];
  return (
    <Badge variant={status === 'suspended' ? 'destructive' : 'secondary'} className="ms-1 align-middle">
      {key ? t(key) : status}
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
  const t = useMessages(abuseMessages);
  return (
    <div className="flex flex-col gap-2 p-6">
      <div className="flex flex-wrap items-center gap-2">
        {kind}
        <h3 className="break-all text-lg font-semibold tracking-tight">{domain}</h3>
        {site ? <SiteStatusBadge status={site.status} /> : <Badge variant="outline">{t('siteDeleted')}</Badge>}
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
  const t = useMessages(abuseMessages);
  return (
    <>
      <div className="grid gap-1 sm:grid-cols-2">
        <div>
          <p className="font-medium">{t('owner')}</p>
          <p className="break-all text-muted-foreground">
            {owner
              ? owner.email
                ? t('ownerLine', { username: owner.username, id: owner.id, email: owner.email })
                : t('ownerLineNoEmail', { username: owner.username, id: owner.id })
              : t('unknown')}
          </p>
        </div>
        <div>
          <p className="font-medium">{t('ownerOtherSites')}</p>
          {otherSites.length === 0 ? (
            <p className="text-muted-foreground">{t('none')}</p>
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
          <p className="text-muted-foreground">{t('none')}</p>
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
