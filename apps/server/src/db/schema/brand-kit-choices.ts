import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { brandKits } from "./brand-kits.ts";
import { profiles } from "./profiles.ts";

/**
 * The brand kit a user last chose on a tool page (GET/PATCH /api/account/preferences: brandKitId).
 * A row of its own rather than a column of `profiles`, whose kits reference it back (ADR 0068);
 * deleting the kit deletes the choice, so the tools go back to "no brand kit".
 */
export const brandKitChoices = pgTable("brand_kit_choices", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  brandKitId: uuid("brand_kit_id")
    .notNull()
    .references(() => brandKits.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
