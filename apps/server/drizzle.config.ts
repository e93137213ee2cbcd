import { defineConfig } from "drizzle-kit";

// Migrations are generated from the per-table schema files (`npm run db:generate`), reviewed as
// SQL, committed, and applied at start. Never edit one after it has landed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./src/db/migrations",
  strict: true,
  verbose: true,
});
