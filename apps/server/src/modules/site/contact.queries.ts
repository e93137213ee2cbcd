import { desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/contact-messages.ts";

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
