import {
  type BkashSandbox,
  createBkashSandbox,
  createSandboxCredentials,
} from "@outsmart/bkash-sandbox";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { type BkashClient, createBkashClient } from "../../integrations/bkash/bkash-client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import { createBkashSandboxStore } from "./bkash-sandbox.queries.ts";
import { createBkashTokenStore } from "./bkash-tokens.queries.ts";

/**
 * What the payments module needs from bKash: the real client, pointed at bKash or the bundled
 * sandbox.
 */
export type PaymentGateway = Pick<
  BkashClient,
  "createPayment" | "executePayment" | "queryPayment" | "refundPayment" | "refundStatus"
>;

/** Path the bundled sandbox's hosted payment page is served under, in local-sandbox mode. */
export const LOCAL_SANDBOX_PATH = "/bkash-sandbox";

export type BkashSetup = { gateway: PaymentGateway; sandbox: BkashSandbox | undefined };

/**
 * The bKash client for the configured mode. `local-sandbox` (the default) runs the bundled
 * simulator inside this process: the client talks to its merchant API through its fetch handler
 * (the real protocol, no socket: nobody else can reach it), the app mounts only its hosted payment
 * page, and its payments are kept in PostgreSQL, so a restart loses none. `sandbox` and `live`
 * talk to bKash. Either way the token is kept in PostgreSQL, shared by every process.
 */
export function createBkashSetup(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  clock: Clock;
}): BkashSetup {
  const { config, db, clock } = deps;
  const logger = deps.logger.child({ component: "bkash" });
  const tokenStore = createBkashTokenStore(db);
  if (config.bkash.mode === "local-sandbox") {
    const sandbox = createBkashSandbox({
      publicBaseUrl: `${config.publicUrl}${LOCAL_SANDBOX_PATH}`,
      clock,
      // Known to this process only, and new at every start (ADR 0026).
      credentials: createSandboxCredentials(),
      store: createBkashSandboxStore(db),
    });
    const gateway = createBkashClient({
      baseUrl: "http://bkash-sandbox.internal",
      apiVersion: "v1.2.0-beta",
      credentials: sandbox.credentials,
      tokenStore,
      fetch: (input, init) => Promise.resolve(sandbox.app.fetch(new Request(input, init))),
      logger,
      clock,
    });
    return { gateway, sandbox };
  }
  const gateway = createBkashClient({
    baseUrl: config.bkash.baseUrl,
    apiVersion: config.bkash.apiVersion,
    credentials: config.bkash.credentials,
    tokenStore,
    logger,
    clock,
  });
  return { gateway, sandbox: undefined };
}
