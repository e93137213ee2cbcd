import {
  RECENT_AUTHENTICATION_MS,
  REAUTHENTICATION_REQUIRED_MESSAGE,
} from "@outsmart/contracts/account";
import { AppError } from "../../lib/app-error.ts";

/** The times of a signed-in session that say when the password was last proven. */
type SessionTimes = { sessionCreatedAt: Date; reauthenticatedAt: Date | null };

/** When the person last proved their password in this session: at sign-in, or by re-entering it. */
export function authenticatedAt(session: SessionTimes): Date {
  const reauthenticated = session.reauthenticatedAt?.getTime() ?? 0;
  return new Date(Math.max(session.sessionCreatedAt.getTime(), reauthenticated));
}

/** Sensitive changes need the password proven in the last 15 minutes (sign-in or re-entry). */
export function assertRecentlyAuthenticated(session: SessionTimes, now: Date): void {
  if (now.getTime() - authenticatedAt(session).getTime() > RECENT_AUTHENTICATION_MS) {
    throw new AppError("FORBIDDEN", REAUTHENTICATION_REQUIRED_MESSAGE, {
      details: { reauthenticate: true },
    });
  }
}
