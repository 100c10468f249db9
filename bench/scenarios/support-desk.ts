import pg from 'pg';
import type { Scenario } from '../lib/scenario.js';
import { signInAdmin, signUp } from '../lib/app-api.js';

export const TICKETS = 100_000;
export const MESSAGES_PER_TICKET = 10;

/**
 * 100,000 tickets and 1,000,000 messages by set-based SQL (two INSERT … SELECT over generate_series), spread over
 * two years, statuses and categories mixed like a desk's: most closed, a few thousand open. Messages carry a rotating
 * vocabulary so a search word matches a realistic share. Idempotent (tops up to the size).
 */
export async function seedSupportDesk(databaseUrl: string, tickets = TICKETS): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from support_tickets');
    const have = rows[0]?.n ?? 0;
    if (have >= tickets) return;
    await client.query(
      `
      with words(w) as (select unnest(array['invoice','refund','password','domain','dns','ssl','plugin','theme','backup',
                                            'migration','email','suspended','appeal','vps','ssh','cpanel','upload','timeout']))
      insert into support_tickets (email, subject, category, status, priority, first_response_due_at, first_responded_at,
                                   solved_at, closed_at, last_message_at, created_at, updated_at)
      select 'customer' || n || '@example.test',
             'Question about ' || (select w from words offset (n % 18) limit 1) || ' number ' || n,
             (array['billing','hosting','abuse_appeal','library','compute','account','other'])[1 + n % 7],
             case when n % 50 = 0 then 'open' when n % 50 = 1 then 'waiting_on_customer' when n % 50 = 2 then 'on_hold'
                  when n % 50 = 3 then 'solved' else 'closed' end,
             (array['low','normal','normal','high','urgent'])[1 + n % 5],
             now() - (n * interval '10 minutes') * 105000 / $1::int + interval '24 hours',
             case when n % 50 > 2 then now() - (n * interval '10 minutes') * 105000 / $1::int + interval '3 hours' end,
             case when n % 50 >= 3 then now() - (n * interval '10 minutes') * 105000 / $1::int + interval '2 days' end,
             case when n % 50 > 3 then now() - (n * interval '10 minutes') * 105000 / $1::int + interval '9 days' end,
             now() - (n * interval '10 minutes') * 105000 / $1::int + interval '1 day',
             now() - (n * interval '10 minutes') * 105000 / $1::int,
             now() - (n * interval '10 minutes') * 105000 / $1::int
      from generate_series($2::int + 1, $1::int) as n`,
      [tickets, have],
    );
    await client.query(
      `
      insert into support_messages (ticket_id, author, body, internal, via, created_at)
      select t.id, case when m % 2 = 0 then 'customer' else 'admin' end,
             'Message ' || m || ' about the ' ||
               (array['invoice','refund','password','domain','dns','ssl','plugin','theme','backup','migration','email',
                      'suspended','appeal','vps','ssh','cpanel','upload','timeout'])[1 + (t.id * 7 + m) % 18] ||
               ' on ticket ' || t.id || '. Thanks for the help, everything else works as expected.',
             m = 3, case when m % 4 = 0 then 'mail' else 'web' end,
             t.created_at + m * interval '1 hour'
      from support_tickets t cross join generate_series(1, $1::int) as m
      where t.id > $2::int`,
      [MESSAGES_PER_TICKET, have],
    );
    await client.query('analyze support_tickets');
    await client.query('analyze support_messages');
  } finally {
    await client.end();
  }
}

async function adminHeaders(appUrl: string, databaseUrl: string) {
  await seedSupportDesk(databaseUrl);
  return { authorization: `Bearer ${await signInAdmin(appUrl)}` };
}

// GET /api/admin/support/tickets: the inbox's first page of what is not solved or closed.
export const supportInboxScenario: Scenario = {
  name: 'support-inbox',
  description: `GET /api/admin/support/tickets?status=active over ${TICKETS} tickets and ${TICKETS * MESSAGES_PER_TICKET} messages (PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    return { path: '/api/admin/support/tickets?status=active', headers: await adminHeaders(appUrl, databaseUrl) };
  },
};

// GET /api/admin/support/tickets?q=: full-text search over every subject and message.
export const supportSearchScenario: Scenario = {
  name: 'support-search',
  description: `GET /api/admin/support/tickets?q=refund over ${TICKETS} tickets and ${TICKETS * MESSAGES_PER_TICKET} messages (PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    return { path: '/api/admin/support/tickets?q=refund', headers: await adminHeaders(appUrl, databaseUrl) };
  },
};

// GET /api/support/tickets: a customer's own list (20 tickets) among the 100,000.
export const supportOwnListScenario: Scenario = {
  name: 'support-own-list',
  description: `GET /api/support/tickets for a customer with 20 tickets among ${TICKETS} (PostgreSQL)`,
  async prepare({ appUrl, databaseUrl }) {
    await seedSupportDesk(databaseUrl);
    const token = await signUp(appUrl, 'bench-support');
    const me = (await (
      await fetch(`${appUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      id: number;
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        'update support_tickets set user_id = $1 where id in (select id from support_tickets where user_id is null order by id limit 20)',
        [me.id],
      );
    } finally {
      await client.end();
    }
    return { path: '/api/support/tickets', headers: { authorization: `Bearer ${token}` } };
  },
};
