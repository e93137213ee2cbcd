// Fails when the schema files describe a database the committed migrations do not create,
// i.e. someone changed a table and forgot `npm run db:generate`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const migrations = "apps/server/src/db/migrations";
const schemaDir = path.join(root, "apps/server/src/db/schema");

if (!fs.existsSync(schemaDir) || !fs.readdirSync(schemaDir).some((file) => file.endsWith(".ts"))) {
  console.log("No schema files yet: nothing to compare.");
  process.exit(0);
}

const generate = spawnSync("npm", ["run", "db:generate", "--silent"], {
  cwd: root,
  encoding: "utf8",
});
if (generate.status !== 0) {
  console.error(generate.stdout, generate.stderr);
  process.exit(1);
}
const status = spawnSync("git", ["status", "--porcelain", "--", migrations], {
  cwd: root,
  encoding: "utf8",
});
if (status.stdout.trim()) {
  console.error(
    `Migrations are out of date with the schema. Review and commit the generated files:\n${status.stdout}`,
  );
  process.exit(1);
}
console.log("Migrations match the schema.");
