import { type Account, type AccountSession, visibleEmail } from "@outsmart/contracts/account";
import type { Preferences } from "@outsmart/contracts/output-language";
import type { Database } from "../../db/client.ts";
import type { BrandsService } from "../brands/brands.service.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import { spend } from "../../lib/rate-limit.ts";
import { describeDevice } from "../../lib/user-agent.ts";
import type { Auth } from "../auth/auth.ts";
import { authErrorCode, throwForAuthError } from "../auth/auth-http.ts";
import {
  deleteAccount,
  findPasswordHash,
  findUserByEmailOrPhone,
  findUserById,
  updateUserName,
} from "../auth/auth.queries.ts";
import type { AuthLimits } from "../auth/auth-rate-limits.ts";
import { verifyPassword } from "../auth/password-hashing.ts";
import { assertStrongPassword } from "../auth/password-policy.ts";
import { normalizePhoneNumber } from "../auth/phone-number.ts";
import { accountLockoutKeys, createSignInLockout } from "../auth/sign-in-lockout.ts";
import {
  findPreferences,
  updatePreferences,
  updateProfileDetails,
} from "../auth/profiles.queries.ts";
import {
  deleteAllSessions,
  deleteSession,
  listActiveSessions,
  markReauthenticated,
} from "./accounts.queries.ts";
import { assertRecentlyAuthenticated, authenticatedAt } from "./recent-authentication.ts";
import type { Viewer } from "./viewer.ts";

export type AccountsService = ReturnType<typeof createAccountsService>;

const wrongCode = () =>
  new AppError("BAD_REQUEST", "The code is wrong or has expired. Ask for a new one.");

/** Self-service account management for the signed-in user (the seed's account widget). */
export function createAccountsService(deps: {
  auth: Auth;
  db: Database;
  limits: AuthLimits;
  clock: Clock;
  publicUrl: string;
  /** The brand kit remembered for the tool pages (brands module). */
  brands: Pick<BrandsService, "chosen" | "choose">;
}) {
  const { auth, db, limits, clock } = deps;

  async function loadUser(viewer: Viewer) {
    const user = await findUserById(db, viewer.userId);
    if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
    return user;
  }

  const lockout = createSignInLockout(limits);

  /** Every password check here shares the account's sign-in lockout (issue 13). */
  async function checkPassword(viewer: Viewer, password: string): Promise<boolean> {
    const keys = accountLockoutKeys(await loadUser(viewer));
    await lockout.assertAccountNotLockedOut(keys);
    const hash = await findPasswordHash(db, viewer.userId);
    const correct = hash !== undefined && (await verifyPassword({ hash, password }));
    if (!correct) await lockout.recordAccountFailure(keys);
    return correct;
  }

  return {
    async getAccount(viewer: Viewer): Promise<Account> {
      const [user, profileId, passwordHash] = await Promise.all([
        loadUser(viewer),
        viewer.profileId(),
        findPasswordHash(db, viewer.userId),
      ]);
      const email = visibleEmail(user.email) ?? null;
      return {
        userId: user.id,
        profileId,
        firstName: user.firstName ?? "",
        lastName: user.lastName ?? "",
        email,
        emailVerified: email !== null && user.emailVerified,
        phoneNumber: user.phoneNumber,
        phoneNumberVerified: user.phoneNumberVerified ?? false,
        twoFactorEnabled: user.twoFactorEnabled ?? false,
        hasPassword: passwordHash !== undefined,
        createdAt: user.createdAt.toISOString(),
        authenticatedAt: authenticatedAt(viewer).toISOString(),
      };
    },

    /** The output language, the interface language and the brand kit the account remembers. */
    async getPreferences(viewer: Viewer): Promise<Preferences> {
      const profileId = await viewer.profileId();
      const [preferences, brandKitId] = await Promise.all([
        findPreferences(db, profileId),
        deps.brands.chosen(profileId),
      ]);
      if (!preferences) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
      return { ...preferences, brandKitId };
    },

    async updatePreferences(viewer: Viewer, changes: Partial<Preferences>): Promise<Preferences> {
      const profileId = await viewer.profileId();
      const { brandKitId: kitChange, ...profileChanges } = changes;
      // The kit first: another user's kit id answers 404 and changes nothing.
      const brandKitId =
        kitChange === undefined
          ? await deps.brands.chosen(profileId)
          : await deps.brands.choose(profileId, kitChange);
      const preferences = await updatePreferences(db, profileId, profileChanges);
      if (!preferences) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
      return { ...preferences, brandKitId };
    },

    async updateName(viewer: Viewer, firstName: string, lastName: string): Promise<void> {
      await updateUserName(db, viewer.userId, firstName, lastName, clock.now());
      await updateProfileDetails(db, viewer.userId, {
        email: viewer.email ?? null,
        firstName,
        lastName,
      });
    },

    async confirmPassword(viewer: Viewer, password: string): Promise<void> {
      if (!(await checkPassword(viewer, password)))
        throw new AppError("BAD_REQUEST", "That password is not correct.");
      await markReauthenticated(db, viewer.sessionId, clock.now());
    },

    /** Changes the password and signs every other device out (the response carries a fresh session). */
    async changePassword(
      viewer: Viewer,
      currentPassword: string,
      newPassword: string,
      headers: Headers,
    ): Promise<Response> {
      const user = await loadUser(viewer);
      const keys = accountLockoutKeys(user);
      await lockout.assertAccountNotLockedOut(keys);
      await assertStrongPassword(newPassword, [
        user.firstName,
        user.lastName,
        visibleEmail(user.email),
        user.phoneNumber,
      ]);
      const response = await auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers,
        asResponse: true,
      });
      if (!response.ok) {
        if ((await authErrorCode(response)) === "INVALID_PASSWORD")
          await lockout.recordAccountFailure(keys);
        await throwForAuthError(
          response,
          {
            INVALID_PASSWORD: new AppError("BAD_REQUEST", "Your current password is not correct."),
          },
          new AppError("BAD_REQUEST", "We could not change your password. Please try again."),
        );
      }
      return response;
    },

    async requestEmailChange(viewer: Viewer, newEmail: string, headers: Headers): Promise<void> {
      assertRecentlyAuthenticated(viewer, clock.now());
      await spend(
        limits.codeSendsByUser,
        viewer.userId,
        "Too many requests. Please try again in an hour.",
      );
      const response = await auth.api.changeEmail({
        body: {
          newEmail: newEmail.toLowerCase(),
          callbackURL: `${deps.publicUrl}/dashboard/profile?email=changed`,
        },
        headers,
        asResponse: true,
      });
      if (!response.ok) {
        await throwForAuthError(
          response,
          {},
          new AppError("BAD_REQUEST", "That is already your e-mail address, or it is not valid."),
        );
      }
    },

    async resendEmailVerification(viewer: Viewer, headers: Headers): Promise<void> {
      if (!viewer.email) throw new AppError("BAD_REQUEST", "Add an e-mail address first.");
      await spend(
        limits.codeSendsByUser,
        viewer.userId,
        "Too many requests. Please try again in an hour.",
      );
      const response = await auth.api.sendVerificationEmail({
        body: {
          email: viewer.email,
          callbackURL: `${deps.publicUrl}/dashboard/profile?email=verified`,
        },
        headers,
        asResponse: true,
      });
      if (!response.ok) {
        await throwForAuthError(
          response,
          {
            EMAIL_ALREADY_VERIFIED: new AppError(
              "BAD_REQUEST",
              "Your e-mail address is already confirmed.",
            ),
          },
          new AppError("BAD_REQUEST", "We could not send the link. Please try again."),
        );
      }
    },

    /** Sends a code to verify the account's own number, or (after a recent sign-in) a new one. */
    async sendPhoneCode(viewer: Viewer, phone: string): Promise<string> {
      const phoneNumber = normalizePhoneNumber(phone);
      if (!phoneNumber)
        throw new AppError("BAD_REQUEST", "Enter a valid phone number, for example 01712345678.");
      if ((await loadUser(viewer)).phoneNumber !== phoneNumber)
        assertRecentlyAuthenticated(viewer, clock.now());
      const owner = await findUserByEmailOrPhone(db, null, phoneNumber);
      if (owner && owner.id !== viewer.userId)
        throw new AppError("CONFLICT", "This phone number belongs to another account.");
      await spend(
        limits.codeSendsByUser,
        viewer.userId,
        "Too many codes sent. Please try again in an hour.",
      );
      await auth.api.sendPhoneNumberOTP({ body: { phoneNumber } });
      return phoneNumber;
    },

    /** Verifies the code and makes the number the account's own, verified. */
    async changePhone(
      viewer: Viewer,
      phone: string,
      code: string,
      headers: Headers,
      ip: string,
    ): Promise<void> {
      await spend(limits.codeChecksByIp, ip);
      const phoneNumber = normalizePhoneNumber(phone);
      if (!phoneNumber) throw wrongCode();
      const ownNumber = (await loadUser(viewer)).phoneNumber === phoneNumber;
      if (!ownNumber) assertRecentlyAuthenticated(viewer, clock.now());
      // Verifying the account's own number marks it verified; a new number replaces the old one.
      const body = ownNumber
        ? { phoneNumber, code, disableSession: true }
        : { phoneNumber, code, updatePhoneNumber: true };
      const response = await auth.api.verifyPhoneNumber({ body, headers, asResponse: true });
      if (!response.ok) await throwForAuthError(response, {}, wrongCode());
    },

    async listSessions(viewer: Viewer): Promise<AccountSession[]> {
      const rows = await listActiveSessions(db, viewer.userId, clock.now());
      return rows.map((row) => ({
        id: row.id,
        current: row.id === viewer.sessionId,
        device: describeDevice(row.userAgent),
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.updatedAt.toISOString(),
      }));
    },

    async revokeSession(viewer: Viewer, sessionId: string): Promise<void> {
      if (!(await deleteSession(db, viewer.userId, sessionId)))
        throw new AppError("NOT_FOUND", "That session has already ended.");
    },

    async signOutEverywhere(viewer: Viewer): Promise<void> {
      await deleteAllSessions(db, viewer.userId);
    },

    /** Deletes the account after the typed confirmation and, for password accounts, the password. */
    async deleteAccount(viewer: Viewer, password: string | undefined): Promise<void> {
      const hasPassword = (await findPasswordHash(db, viewer.userId)) !== undefined;
      if (hasPassword) {
        if (!password)
          throw new AppError("BAD_REQUEST", "Enter your password to delete your account.");
        if (!(await checkPassword(viewer, password)))
          throw new AppError("BAD_REQUEST", "That password is not correct.");
      } else {
        assertRecentlyAuthenticated(viewer, clock.now());
      }
      await deleteAccount(db, viewer.userId);
    },
  };
}
