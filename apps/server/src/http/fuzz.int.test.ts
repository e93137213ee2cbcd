import { overviewQuerySchema } from "@outsmart/contracts/console-overview";
import {
  saveModelRequestSchema,
  saveProviderRequestSchema,
  testProviderRequestSchema,
} from "@outsmart/contracts/console-ai";
import {
  rollbackToolRequestSchema,
  saveToolRequestSchema,
  tryToolRequestSchema,
} from "@outsmart/contracts/console-tools";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changePhoneRequestSchema,
  confirmPasswordRequestSchema,
  confirmPhoneRequestSchema,
  deleteAccountRequestSchema,
  passwordResetRequestSchema,
  passwordResetWithCodeSchema,
  passwordResetWithTokenSchema,
  phoneCodeRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateNameRequestSchema,
} from "@outsmart/contracts/account";
import {
  adjustCreditsRequestSchema,
  auditQuerySchema,
  consolePaymentQuerySchema,
  customerQuerySchema,
  messageQuerySchema,
  refundPaymentRequestSchema,
} from "@outsmart/contracts/console";
import { brandKitInputSchema } from "@outsmart/contracts/brand-kit";
import {
  kitQuoteQuerySchema,
  kitRunRequestSchema,
} from "@outsmart/contracts/campaign-kit-requests";
import { ledgerQuerySchema } from "@outsmart/contracts/credits";
import { createGenerationVersionSchema } from "@outsmart/contracts/generation-versions";
import { refineRequestSchema } from "@outsmart/contracts/generation-refine";
import {
  exportGenerationQuerySchema,
  listGenerationsQuerySchema,
  updateGenerationSchema,
} from "@outsmart/contracts/generations";
import { updatePreferencesRequestSchema } from "@outsmart/contracts/output-language";
import {
  checkPaymentStatusRequestSchema,
  createPaymentRequestSchema,
  verifyPaymentRequestSchema,
} from "@outsmart/contracts/payments";
import { contactRequestSchema } from "@outsmart/contracts/site";
import { generateRequestSchema, runAiToolRequestSchema } from "@outsmart/contracts/tools";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createSession, createUser } from "../testing/factories.ts";
import {
  deeplyNestedJson,
  fromSchema,
  hostileStrings,
  pathSegment,
  queryFromSchema,
} from "../testing/hostile-arbitraries.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_ORIGIN } from "../testing/test-app.ts";
import { useTestDatabase } from "../testing/test-database.ts";

/**
 * Property-based fuzzing of every route (issue 13): bodies and queries shaped by the contracts'
 * schemas with hostile values mixed in (NUL, lone surrogates, control characters, 70 KB strings,
 * deep nesting, huge numbers, wrong types), hostile path segments, signed in and out, over a real
 * socket. No response may be a 5xx, and the server must be healthy afterwards.
 */
const testDb = useTestDatabase();
let server: http.Server;
let base = "";
let app: ReturnType<typeof createTestApp>;
const cookies: string[] = [];
const statuses = new Map<number, number>();
let requests = 0;

/** Route → what it reads. Every route the app registers must be listed (checked below). */
type Fuzzed = { body?: z.ZodType; query?: z.ZodType };
const routes: Record<string, Fuzzed> = {
  "GET /api/health": {},
  "GET /api/ready": {},
  "GET /metrics": {},
  "GET /api/account/sign-in-options": {},
  "POST /api/account/sign-up": { body: signUpRequestSchema },
  "POST /api/account/confirm-phone": { body: confirmPhoneRequestSchema },
  "POST /api/account/sign-in": { body: signInRequestSchema },
  "POST /api/account/password-reset/request": { body: passwordResetRequestSchema },
  "POST /api/account/password-reset/complete": { body: passwordResetWithTokenSchema },
  "POST /api/account/password-reset/complete-with-code": { body: passwordResetWithCodeSchema },
  "GET /api/account": {},
  "PATCH /api/account/name": { body: updateNameRequestSchema },
  "GET /api/account/preferences": {},
  "PATCH /api/account/preferences": { body: updatePreferencesRequestSchema },
  "POST /api/account/confirm-password": { body: confirmPasswordRequestSchema },
  "POST /api/account/password": { body: changePasswordRequestSchema },
  "POST /api/account/email": { body: changeEmailRequestSchema },
  "POST /api/account/email/verification": {},
  "POST /api/account/phone/code": { body: phoneCodeRequestSchema },
  "POST /api/account/phone": { body: changePhoneRequestSchema },
  "GET /api/account/sessions": {},
  "DELETE /api/account/sessions/:id": {},
  "POST /api/account/sessions/sign-out-everywhere": {},
  "DELETE /api/account": { body: deleteAccountRequestSchema },
  "GET /api/credits": {},
  "GET /api/credits/ledger": { query: ledgerQuerySchema },
  "GET /api/site": {},
  "POST /api/contact": { body: contactRequestSchema },
  "GET /api/generations": { query: listGenerationsQuerySchema },
  "GET /api/generations/stats": {},
  "GET /api/generations/:id": {},
  "PATCH /api/generations/:id": { body: updateGenerationSchema },
  "DELETE /api/generations/:id": {},
  "GET /api/generations/:id/export": { query: exportGenerationQuerySchema },
  "GET /api/generations/:id/versions": {},
  "POST /api/generations/:id/versions": { body: createGenerationVersionSchema },
  "GET /api/generations/:id/refine": {},
  "POST /api/generations/:id/refine": { body: refineRequestSchema },
  "GET /api/brand-kits": {},
  "POST /api/brand-kits": { body: brandKitInputSchema },
  "GET /api/brand-kits/:id": {},
  "PUT /api/brand-kits/:id": { body: brandKitInputSchema },
  "POST /api/brand-kits/:id/duplicate": {},
  "DELETE /api/brand-kits/:id": {},
  "GET /api/tools/:slug": {},
  "GET /api/models": {},
  "GET /api/offer": {},
  "POST /api/tools/:slug/generate": { body: generateRequestSchema },
  "GET /api/campaign-kits/:id/quote": { query: kitQuoteQuerySchema },
  "POST /api/campaign-kits/:id/run": { body: kitRunRequestSchema },
  "GET /api/campaigns/:id": {},
  "POST /functions/v1/run-ai-tool": { body: runAiToolRequestSchema },
  "POST /functions/v1/create-bkash-payment": { body: createPaymentRequestSchema },
  "POST /functions/v1/verify-bkash-payment": { body: verifyPaymentRequestSchema },
  "POST /functions/v1/check-payment-status": { body: checkPaymentStatusRequestSchema },
  "GET /api/payments": {},
  "GET /api/console/audit": { query: auditQuerySchema },
  "GET /api/console/customers": { query: customerQuerySchema },
  "GET /api/console/customers/:id": {},
  "POST /api/console/customers/:id/credits": { body: adjustCreditsRequestSchema },
  "POST /api/console/customers/:id/suspend": {},
  "POST /api/console/customers/:id/reactivate": {},
  "POST /api/console/customers/:id/two-factor/reset": {},
  "POST /api/console/customers/:id/operator": {},
  "DELETE /api/console/customers/:id/operator": {},
  "GET /api/console/messages": { query: messageQuerySchema },
  "POST /api/console/messages/:id/handled": {},
  "GET /api/console/tools": {},
  "GET /api/console/tools/:slug": {},
  "PUT /api/console/tools/:slug": { body: saveToolRequestSchema },
  "POST /api/console/tools/:slug/rollback": { body: rollbackToolRequestSchema },
  "POST /api/console/tools/:slug/try": { body: tryToolRequestSchema },
  "GET /api/console/overview": { query: overviewQuerySchema },
  "GET /api/console/ai": {},
  "PUT /api/console/ai/providers/:id": { body: saveProviderRequestSchema },
  "DELETE /api/console/ai/providers/:id": {},
  "POST /api/console/ai/providers/:id/test": { body: testProviderRequestSchema },
  "PUT /api/console/ai/models/:id": { body: saveModelRequestSchema },
  "DELETE /api/console/ai/models/:id": {},
  "GET /api/console/payments": { query: consolePaymentQuerySchema },
  "GET /api/console/payments/:id": {},
  "POST /api/console/payments/:id/query": {},
  "POST /api/console/payments/:id/refund": { body: refundPaymentRequestSchema },
  "GET /payments/bkash/callback": {
    query: z.object({ paymentId: z.uuid(), paymentID: z.string(), status: z.string() }),
  },
  "GET /bkash-sandbox/checkout": { query: z.object({ paymentID: z.string(), hash: z.string() }) },
  "POST /bkash-sandbox/checkout": { body: z.object({ action: z.string(), step: z.string() }) },
  "GET /dev/outbox.json": {},
  "GET /dev/outbox": {},
  // Better Auth's own endpoints behind /api/auth/*.
  "GET /api/auth/get-session": {},
  "POST /api/auth/sign-out": {},
  "POST /api/auth/two-factor/enable": { body: z.object({ password: z.string() }) },
  "POST /api/auth/two-factor/disable": { body: z.object({ password: z.string() }) },
  "POST /api/auth/two-factor/get-totp-uri": { body: z.object({ password: z.string() }) },
  "POST /api/auth/two-factor/generate-backup-codes": { body: z.object({ password: z.string() }) },
  "POST /api/auth/two-factor/verify-totp": { body: z.object({ code: z.string() }) },
  "POST /api/auth/two-factor/verify-backup-code": { body: z.object({ code: z.string() }) },
  "POST /api/auth/two-factor/send-otp": {},
  "POST /api/auth/two-factor/verify-otp": { body: z.object({ code: z.string() }) },
  "GET /api/auth/verify-email": { query: z.object({ token: z.string() }) },
  "POST /api/auth/sign-in/social": { body: z.object({ provider: z.string() }) },
  "GET /api/auth/callback/:provider": { query: z.object({ code: z.string(), state: z.string() }) },
};

beforeAll(async () => {
  app = createTestApp({ database: testDb.current });
  server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (let index = 0; index < 20; index += 1) {
    // A few operators, so the console's routes are fuzzed past their guard too.
    const user = await createUser(testDb.current.db, { operator: index % 4 === 0 });
    cookies.push(
      (await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET })).cookie,
    );
  }
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await app.close();
  console.log(
    `fuzz: ${requests} requests over ${Object.keys(routes).length} routes; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
});

async function send(method: string, path: string, body: unknown, cookie: string | undefined) {
  const response = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined
      ? {}
      : { body: typeof body === "string" ? body : (JSON.stringify(body) ?? "null") }),
  });
  await response.arrayBuffer();
  requests += 1;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response.status;
}

describe("fuzzing every route", () => {
  it("covers every route the app registers", () => {
    const registered = new Set(
      app.app.routes
        .filter((route) => route.method !== "ALL" && !route.path.endsWith("*"))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...registered].filter((route) => !(route in routes))).toEqual([]);
  });

  it("answers every generated request below 500, signed in and out", async () => {
    const request = fc.record({
      route: fc.constantFrom(...Object.keys(routes)),
      segment: pathSegment,
      signedIn: fc.boolean(),
      session: fc.nat(cookies.length - 1),
      seed: fc.integer(),
    });
    await fc.assert(
      fc.asyncProperty(request, fc.gen(), async ({ route, segment, signedIn, session }, gen) => {
        const [method = "GET", template = "/"] = route.split(" ");
        const spec = routes[route] ?? {};
        let path = template.replace(/:[a-zA-Z]+/g, segment);
        if (spec.query) {
          const query = gen(() => queryFromSchema(spec.query!));
          if (query) path += `?${query}`;
        }
        const body = spec.body
          ? gen(() => fromSchema(spec.body!))
          : method === "GET"
            ? undefined
            : gen(() => fc.jsonValue({ maxDepth: 2 }));
        const status = await send(method, path, body, signedIn ? cookies[session] : undefined);
        expect(status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 300)}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 1200, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
  }, 240_000);

  it("survives bodies that are not what any route expects", async () => {
    const cookie = cookies[0];
    const bodies: unknown[] = [
      "{",
      "null",
      "[]",
      '"just a string"',
      deeplyNestedJson(5_000),
      JSON.stringify({ inputs: { product_name: "x".repeat(1_500_000) } }),
      "x".repeat(2 * 1024 * 1024),
      ...hostileStrings.slice(0, 6).map((value) => JSON.stringify({ inputs: { [value]: value } })),
    ];
    for (const route of Object.keys(routes).filter((name) => !name.startsWith("GET "))) {
      const [method = "POST", template = "/"] = route.split(" ");
      const path = template.replace(/:[a-zA-Z]+/g, "ai-caption-generator");
      for (const body of bodies)
        for (const signedIn of [true, false])
          expect(
            await send(method, path, body, signedIn ? cookie : undefined),
            `${route} ${String(body).slice(0, 80)}`,
          ).toBeLessThan(500);
    }
  }, 240_000);

  it("is healthy afterwards", async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: { ok: true } });
  });
});
