// `npm run contact:messages [-- --limit 20] [-- --json]`: prints the messages sent through the
// public contact form, newest first (docs/public-site.md). Works whether or not the server is
// running (see db/operator-database.ts).
import { parseArgs } from "node:util";
import { readConfigOrExit } from "../config/read-config.ts";
import { openOperatorDatabase } from "../db/operator-database.ts";
import { createLogger } from "../lib/logger.ts";
import { listContactMessages, type StoredContactMessage } from "../modules/site/contact.queries.ts";

export function formatContactMessage(message: StoredContactMessage): string {
  const when = message.createdAt.toISOString().replace("T", " ").slice(0, 16);
  return [
    `── ${when} UTC · ${message.name} <${message.email}> · ${message.id}`,
    ...message.message.split("\n").map((line) => `   ${line}`),
    "",
  ].join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      limit: { type: "string", default: "50" },
      json: { type: "boolean", default: false },
    },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error("--limit must be a whole number between 1 and 10000");
    process.exit(2);
  }
  const config = readConfigOrExit();
  const database = await openOperatorDatabase(
    config,
    createLogger({ level: "warn", format: "json" }),
  );
  try {
    const messages = await listContactMessages(database.db, limit);
    if (values.json) {
      console.log(JSON.stringify(messages, null, 2));
    } else if (messages.length === 0) {
      console.log("No contact messages yet.");
    } else {
      console.log(`${messages.length} most recent contact message(s), newest first:\n`);
      for (const message of messages) console.log(formatContactMessage(message));
    }
  } finally {
    await database.close();
  }
}

if (import.meta.main) await main();
