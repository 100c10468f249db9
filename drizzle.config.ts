import { defineConfig } from 'drizzle-kit';

// Only used by `npm run db:generate`: turns server/db/schema into SQL migrations committed in the repo.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: undefined,
});
