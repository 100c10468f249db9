import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from './client.js';

/**
 * Tells every instance that something it may hold in memory changed, through PostgreSQL LISTEN/NOTIFY (on PGlite,
 * its in-process LISTEN/NOTIFY: one process is the only instance). A notice sent inside a transaction is delivered
 * when it commits, and not at all when it rolls back, so a reader never refills a cache from the old state.
 */
export interface ChangeFeed {
  /** pg_notify(channel, payload) on the given transaction or the database. */
  publish(channel: string, payload: string, tx?: DbOrTx): Promise<void>;
  /** Calls `onNotice` for every notice on the channel, and `onLost` whenever notices may have been missed. */
  subscribe(channel: string, onNotice: (payload: string) => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export function createChangeFeed(database: Database): ChangeFeed {
  const { db } = database;
  const publish = async (channel: string, payload: string, tx: DbOrTx = db) => {
    await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  };

  if (database.pglite) {
    const pglite = database.pglite;
    const unsubscribes: (() => Promise<void>)[] = [];
    return {
      publish,
      async subscribe(channel, onNotice) {
        unsubscribes.push(await pglite.listen(channel, onNotice));
      },
      async close() {
        await Promise.all(unsubscribes.map((u) => u().catch(() => undefined)));
      },
    };
  }

  // PostgreSQL: one dedicated connection per instance holds the LISTENs (a pooled one would be handed back).
  const pool = database.pool!;
  const channels = new Map<string, { onNotice: (payload: string) => void; onLost: () => void }[]>();
  let client: pg.Client | null = null;
  let closed = false;
  let connecting: Promise<void> | null = null;

  const lost = () => {
    for (const list of channels.values()) for (const { onLost } of list) onLost();
  };

  async function connect() {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      for (const { onNotice } of channels.get(message.channel) ?? []) onNotice(message.payload ?? '');
    });
    next.on('error', () => {
      /* 'end' follows */
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      lost();
      if (!closed)
        setTimeout(() => {
          void ensure().catch(() => undefined);
        }, RECONNECT_MS).unref();
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    // Anything sent while no connection listened is unknown.
    lost();
  }

  function ensure(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect()
      .catch((error: unknown) => {
        if (!closed)
          setTimeout(() => {
            void ensure().catch(() => undefined);
          }, RECONNECT_MS).unref();
        throw error;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  return {
    publish,
    async subscribe(channel, onNotice, onLost) {
      const known = channels.get(channel);
      if (known) known.push({ onNotice, onLost });
      else channels.set(channel, [{ onNotice, onLost }]);
      if (client && !known) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      else await ensure();
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
