import {
  type AdjustCreditsRequest,
  adjustCreditsRequestSchema,
  auditQuerySchema,
  consolePaymentQuerySchema,
  customerQuerySchema,
  messageQuerySchema,
  refundPaymentRequestSchema,
} from "@outsmart/contracts/console";
import {
  rollbackToolRequestSchema,
  saveToolRequestSchema,
  tryToolRequestSchema,
} from "@outsmart/contracts/console-tools";
import { overviewQuerySchema } from "@outsmart/contracts/console-overview";
import {
  saveModelRequestSchema,
  saveProviderRequestSchema,
  testProviderRequestSchema,
} from "@outsmart/contracts/console-ai";
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import type { ConsoleService } from "./console.service.ts";
import { operatorOf, requireOperator } from "./operator-guards.ts";
import type { AiSettingsEditing } from "./ai-settings-editing.service.ts";
import type { OverviewReader } from "./overview.service.ts";
import type { ToolEditing } from "./tool-editing.service.ts";

/**
 * `/api/console/*`, the operator console's API (docs/operator-console.md). Every route is behind
 * `requireOperator`; money and key actions also behind `requireRecentOperator` (ADR 0043).
 */
export function consoleRoutes(deps: {
  service: ConsoleService;
  tools: ToolEditing;
  ai: AiSettingsEditing;
  overview: OverviewReader;
  requireRecentOperator: MiddlewareHandler<AppEnv>;
}) {
  const { service } = deps;
  const recent = deps.requireRecentOperator;
  const actor = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) =>
    service.actorFor(operatorOf(c).userId);

  return (
    new Hono<AppEnv>()
      .use("*", requireOperator)
      .get("/audit", async (c) =>
        c.json(await service.audit(auditQuerySchema.parse(c.req.query()))),
      )
      .get("/customers", async (c) =>
        c.json(await service.customers(customerQuerySchema.parse(c.req.query()))),
      )
      .get("/customers/:id", async (c) => c.json(await service.customer(c.req.param("id"))))
      .post("/customers/:id/credits", recent, async (c) => {
        const input: AdjustCreditsRequest = await readJson(c, adjustCreditsRequestSchema);
        const balance = await service.adjustCredits(
          await actor(c),
          c.req.param("id"),
          input.amount,
          input.reason.trim(),
        );
        return c.json({ balance });
      })
      .post("/customers/:id/suspend", async (c) =>
        c.json({ customer: await service.suspend(await actor(c), c.req.param("id")) }),
      )
      .post("/customers/:id/reactivate", async (c) =>
        c.json({ customer: await service.reactivate(await actor(c), c.req.param("id")) }),
      )
      .post("/customers/:id/two-factor/reset", recent, async (c) =>
        c.json({ customer: await service.resetTwoFactor(await actor(c), c.req.param("id")) }),
      )
      .post("/customers/:id/operator", recent, async (c) =>
        c.json({ customer: await service.grantOperator(await actor(c), c.req.param("id")) }),
      )
      .delete("/customers/:id/operator", recent, async (c) =>
        c.json({ customer: await service.revokeOperator(await actor(c), c.req.param("id")) }),
      )
      .get("/payments", async (c) =>
        c.json(await service.payments(consolePaymentQuerySchema.parse(c.req.query()))),
      )
      .get("/payments/:id", async (c) => c.json(await service.payment(c.req.param("id"))))
      .post("/payments/:id/query", async (c) =>
        c.json(await service.checkPayment(await actor(c), c.req.param("id"))),
      )
      .post("/payments/:id/refund", recent, async (c) => {
        const input = await readJson(c, refundPaymentRequestSchema);
        return c.json(
          await service.refundPayment(await actor(c), c.req.param("id"), {
            ...input,
            reason: input.reason.trim(),
          }),
        );
      })
      .get("/messages", async (c) =>
        c.json(await service.messages(messageQuerySchema.parse(c.req.query()))),
      )
      .post("/messages/:id/handled", async (c) => {
        await service.markMessageHandled(await actor(c), c.req.param("id"));
        return c.json({ success: true });
      })
      .get("/tools", async (c) => c.json(await deps.tools.list()))
      .get("/tools/:slug", async (c) => c.json(await deps.tools.detail(c.req.param("slug"))))
      .put("/tools/:slug", async (c) => {
        const input = await readJson(c, saveToolRequestSchema);
        const version = await deps.tools.save(await actor(c), c.req.param("slug"), input);
        return c.json({ version });
      })
      .post("/tools/:slug/rollback", async (c) => {
        const input = await readJson(c, rollbackToolRequestSchema);
        const version = await deps.tools.rollback(await actor(c), c.req.param("slug"), input);
        return c.json({ version });
      })
      .post("/tools/:slug/try", async (c) => {
        const input = await readJson(c, tryToolRequestSchema);
        return c.json(await deps.tools.tryDraft(c.req.param("slug"), input, c.req.raw.signal));
      })
      .get("/overview", async (c) =>
        c.json(await deps.overview(overviewQuerySchema.parse(c.req.query()).unit)),
      )
      .get("/ai", async (c) => c.json(await deps.ai.overview()))
      // Keys are key management: a recent sign-in and, with 2FA, a code (ADR 0043).
      .put("/ai/providers/:id", recent, async (c) => {
        const input = await readJson(c, saveProviderRequestSchema);
        const provider = await deps.ai.saveProvider(
          await actor(c),
          c.req.param("id"),
          input.values,
        );
        return c.json({ provider });
      })
      .delete("/ai/providers/:id", recent, async (c) =>
        c.json({ provider: await deps.ai.removeProvider(await actor(c), c.req.param("id")) }),
      )
      .post("/ai/providers/:id/test", recent, async (c) => {
        const input = await readJson(c, testProviderRequestSchema);
        return c.json(await deps.ai.testProvider(c.req.param("id"), input, c.req.raw.signal));
      })
      .put("/ai/models/:id", async (c) => {
        const input = await readJson(c, saveModelRequestSchema);
        await deps.ai.saveModel(await actor(c), c.req.param("id"), input);
        return c.json({ success: true });
      })
      .delete("/ai/models/:id", async (c) => {
        await deps.ai.resetModel(await actor(c), c.req.param("id"));
        return c.json({ success: true });
      })
  );
}
