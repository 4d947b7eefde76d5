import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the Drizzle schema and committed; the server
// applies them at boot on PGlite and on a PostgreSQL server alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
