import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every operator action (console or command line): who did what to which record, and the record's
 * state before and after. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration
 * 0012, ADR 0044). The actor is kept as text, not a foreign key, so the entry outlives the account.
 */
export const operatorAuditLog = pgTable(
  "operator_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The operator's user id; null for a command run on the server (`cli:<login name>`). */
    actorUserId: text("actor_user_id"),
    /** How the actor was known when acting: an e-mail address, a phone number or `cli:<login>`. */
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("operator_audit_log_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("operator_audit_log_actor_idx").on(
      table.actorUserId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("operator_audit_log_target_idx").on(
      table.targetId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);
