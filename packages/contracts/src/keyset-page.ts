import { z } from "zod";
import { text } from "./text.ts";

/**
 * The two halves of a keyset-paginated list (the credit ledger, the generation history): a page
 * answers `nextCursor`, and the client passes it back as `before` for the next, older page. The
 * cursor is opaque: only the server reads it, and a forged or damaged one is answered with 400.
 */
export const pageCursorSchema = text().max(200);

/** The cursor of the next (older) page; null on the last page. */
export const nextCursorSchema = z.string().nullable();
