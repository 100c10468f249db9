import pg from 'pg';

// Production PostgreSQL runs autovacuum; a machine's may not (this one's has it off). The day churns the queue and
// outbox tables (every job and mail is a row updated two or three times), and without vacuum their indexes fill
// with dead entries that every claim then walks: a queue of 1,000 live jobs read like one of 100,000. When the
// server's autovacuum is off, the stage vacuums as autovacuum's default rule would (a table with more than
// 50 + 20 % of its live rows dead, looked at every 30 s) and records it in the results.

const LOOK_EVERY_MS = 30_000;
const record = { autovacuum: 'unknown', benchVacuums: 0 };

/** What the results say about vacuum on the day's database. */
export const vacuumRecord = () => ({ ...record });

export async function keepVacuumed(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  record.autovacuum = (await client.query<{ autovacuum: string }>('show autovacuum')).rows[0]!.autovacuum;
  if (record.autovacuum === 'on') {
    await client.end();
    return async () => {};
  }
  let running: Promise<void> = Promise.resolve();
  const look = async () => {
    const due = await client.query<{ relname: string }>(
      `select relname from pg_stat_user_tables where n_dead_tup > 50 + 0.2 * n_live_tup order by n_dead_tup desc`,
    );
    for (const { relname } of due.rows) {
      await client.query(`vacuum (analyze) ${pg.escapeIdentifier(relname)}`);
      record.benchVacuums++;
    }
  };
  const timer = setInterval(() => {
    running = running.then(look).catch((error: unknown) => console.error('bench vacuum:', error));
  }, LOOK_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await running;
    await client.end();
  };
}
