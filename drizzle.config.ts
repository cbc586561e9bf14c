import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/schema-content.ts',
    './server/db/schema-games.ts',
    './server/db/schema-wallet.ts',
    './server/db/schema-jobs.ts',
    './server/db/schema-economy.ts',
    './server/db/schema-agents.ts',
    './server/db/schema-loyalty.ts',
    './server/db/schema-reach.ts',
    './server/db/schema-social.ts',
  ],
  out: './server/db/migrations',
});
