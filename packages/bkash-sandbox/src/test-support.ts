import { apiPaths } from "./api-routes.ts";
import { type BkashSandboxOptions, createBkashSandbox } from "./bkash-sandbox.ts";
import type { SandboxEndpoint } from "./faults.ts";
import type { ApiFamily } from "./payment-book.ts";

/** Helpers for this package's tests: an in-process sandbox on a movable clock. */

export type JsonBody = Record<string, unknown>;

export function createTestClock(start = "2026-03-01T04:00:00.000Z") {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export const minutes = (count: number) => count * 60 * 1000;
export const hours = (count: number) => count * 60 * minutes(1);

/** Token calls are unlimited unless `tokenCallLimit` is given (tests grant freely). */
export function setupSandbox(options: Partial<BkashSandboxOptions> = {}) {
  const clock = createTestClock();
  const sandbox = createBkashSandbox({
    publicBaseUrl: "http://sandbox.test/bkash-sandbox/",
    clock,
    tokenCallLimit: Infinity,
    ...options,
  });
  const { credentials } = sandbox;

  async function call(
    family: ApiFamily,
    endpoint: SandboxEndpoint,
    body: JsonBody | string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: JsonBody }> {
    const response = await sandbox.app.request(
      `${apiPaths[family].root}${apiPaths[family].endpoints[endpoint]}`,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      },
    );
    return { status: response.status, body: (await response.json()) as JsonBody };
  }

  function tokenHeaders() {
    return { username: credentials.username, password: credentials.password };
  }

  async function grant(family: ApiFamily = "v1.2.0-beta") {
    const { body } = await call(
      family,
      "grant",
      {
        app_key: credentials.appKey,
        app_secret: credentials.appSecret,
      },
      tokenHeaders(),
    );
    if (typeof body.id_token !== "string") throw new Error(`grant failed: ${JSON.stringify(body)}`);
    return { idToken: body.id_token, refreshToken: body.refresh_token as string };
  }

  async function refresh(family: ApiFamily, refreshToken: string) {
    return await call(
      family,
      "refresh",
      {
        app_key: credentials.appKey,
        app_secret: credentials.appSecret,
        refresh_token: refreshToken,
      },
      tokenHeaders(),
    );
  }

  /** An authenticated API call with a fresh (or given) id_token. */
  async function api(
    family: ApiFamily,
    endpoint: SandboxEndpoint,
    body: JsonBody | string,
    idToken?: string,
  ) {
    const token = idToken ?? (await grant(family)).idToken;
    return await call(family, endpoint, body, {
      authorization: token,
      "x-app-key": credentials.appKey,
    });
  }

  function createBody(family: ApiFamily, overrides: JsonBody = {}): JsonBody {
    return {
      ...(family === "v1.2.0-beta" ? { mode: "0011" } : {}),
      payerReference: "user-42",
      callbackURL: "https://merchant.test/bkash/callback",
      amount: "500",
      currency: "BDT",
      intent: "sale",
      merchantInvoiceNumber: "INV-0001",
      ...overrides,
    };
  }

  /** Creates a payment and returns its id (in the family's casing) and the create answer. */
  async function createPayment(family: ApiFamily = "v1.2.0-beta", overrides: JsonBody = {}) {
    const { idToken } = await grant(family);
    const result = await api(family, "create", createBody(family, overrides), idToken);
    const paymentId = (result.body.paymentID ?? result.body.paymentId) as string;
    if (typeof paymentId !== "string") throw new Error(`create failed: ${JSON.stringify(result)}`);
    return { paymentId, idToken, body: result.body };
  }

  return {
    sandbox,
    clock,
    credentials,
    call,
    grant,
    refresh,
    api,
    tokenHeaders,
    createBody,
    createPayment,
  };
}
