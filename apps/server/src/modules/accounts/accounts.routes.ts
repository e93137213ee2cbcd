import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changePhoneRequestSchema,
  confirmPasswordRequestSchema,
  deleteAccountRequestSchema,
  phoneCodeRequestSchema,
  updateNameRequestSchema,
} from "@outsmart/contracts/account";
import { updatePreferencesRequestSchema } from "@outsmart/contracts/output-language";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { authRequestHeaders, forwardCookies } from "../auth/auth-http.ts";
import type { AccountsService } from "./accounts.service.ts";
import { requireViewer } from "./viewer.ts";

const ok = { success: true as const };

/** The signed-in user's account management (under /api/account). */
export function accountsRoutes(deps: { service: AccountsService; trustProxy: boolean }) {
  const { service, trustProxy } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await service.getAccount(requireViewer(c))))
    .get("/preferences", async (c) => c.json(await service.getPreferences(requireViewer(c))))
    .patch("/preferences", async (c) => {
      const viewer = requireViewer(c);
      const changes = await readJson(c, updatePreferencesRequestSchema);
      return c.json(await service.updatePreferences(viewer, changes));
    })
    .patch("/name", async (c) => {
      const { firstName, lastName } = await readJson(c, updateNameRequestSchema);
      await service.updateName(requireViewer(c), firstName, lastName);
      return c.json(ok);
    })
    .post("/confirm-password", async (c) => {
      const { password } = await readJson(c, confirmPasswordRequestSchema);
      await service.confirmPassword(requireViewer(c), password);
      return c.json(ok);
    })
    .post("/password", async (c) => {
      const viewer = requireViewer(c);
      const { currentPassword, newPassword } = await readJson(c, changePasswordRequestSchema);
      forwardCookies(
        c,
        await service.changePassword(
          viewer,
          currentPassword,
          newPassword,
          authRequestHeaders(c, trustProxy),
        ),
      );
      return c.json(ok);
    })
    .post("/email", async (c) => {
      const viewer = requireViewer(c);
      const { newEmail } = await readJson(c, changeEmailRequestSchema);
      await service.requestEmailChange(viewer, newEmail, authRequestHeaders(c, trustProxy));
      return c.json(ok);
    })
    .post("/email/verification", async (c) => {
      await service.resendEmailVerification(requireViewer(c), authRequestHeaders(c, trustProxy));
      return c.json(ok);
    })
    .post("/phone/code", async (c) => {
      const viewer = requireViewer(c);
      const { phoneNumber } = await readJson(c, phoneCodeRequestSchema);
      return c.json({ ...ok, phoneNumber: await service.sendPhoneCode(viewer, phoneNumber) });
    })
    .post("/phone", async (c) => {
      const viewer = requireViewer(c);
      const { phoneNumber, code } = await readJson(c, changePhoneRequestSchema);
      await service.changePhone(
        viewer,
        phoneNumber,
        code,
        authRequestHeaders(c, trustProxy),
        clientIp(c, trustProxy),
      );
      return c.json(ok);
    })
    .get("/sessions", async (c) =>
      c.json({ sessions: await service.listSessions(requireViewer(c)) }),
    )
    .delete("/sessions/:id", async (c) => {
      await service.revokeSession(requireViewer(c), c.req.param("id"));
      return c.json(ok);
    })
    .post("/sessions/sign-out-everywhere", async (c) => {
      await service.signOutEverywhere(requireViewer(c));
      return c.json(ok);
    })
    .delete("/", async (c) => {
      const viewer = requireViewer(c);
      const { password } = await readJson(c, deleteAccountRequestSchema);
      await service.deleteAccount(viewer, password);
      return c.json(ok);
    });
}
