import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts into drizzle/ and committed;
// the app applies them at start-up (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
