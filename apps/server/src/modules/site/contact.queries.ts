import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { newestFirst, olderThan, positionText } from "../../db/keyset-sql.ts";
import { contactMessages } from "../../db/schema/contact-messages.ts";
import type { KeysetPosition } from "../../lib/keyset-page.ts";

export type NewContactMessage = {
  name: string;
  email: string;
  message: string;
  ip: string | null;
  userAgent: string | null;
};

export type StoredContactMessage = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("The contact message was not stored");
  return row;
}

/** Newest first. */
export async function listContactMessages(
  db: Database,
  limit: number,
): Promise<StoredContactMessage[]> {
  return await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/** One page of the console's inbox, newest first, optionally only (un)handled messages. */
export async function listContactMessagesPage(
  db: Database,
  status: "all" | "handled" | "unhandled",
  limit: number,
  before?: KeysetPosition<string>,
) {
  return await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
      position: positionText(contactMessages.createdAt),
    })
    .from(contactMessages)
    .where(
      and(
        status === "handled"
          ? isNotNull(contactMessages.handledAt)
          : status === "unhandled"
            ? isNull(contactMessages.handledAt)
            : undefined,
        before ? olderThan(contactMessages, before, "uuid") : undefined,
      ),
    )
    .orderBy(...newestFirst(contactMessages))
    .limit(limit);
}

/**
 * Marks a message handled (the first time only: a second click keeps the first time). The
 * message as it was, or undefined when there is no such message.
 */
export async function markContactMessageHandled(
  tx: Executor,
  id: string,
  now: Date,
): Promise<{ handledAt: Date | null } | undefined> {
  const [before] = await tx
    .select({ handledAt: contactMessages.handledAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  if (!before) return undefined;
  if (!before.handledAt)
    await tx.update(contactMessages).set({ handledAt: now }).where(eq(contactMessages.id, id));
  return before;
}
