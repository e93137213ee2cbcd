import type { RequestIdVariables } from "hono/request-id";
import type { Logger } from "../lib/logger.ts";

/** Typed per-request variables shared by every route. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    logger: Logger;
  };
};
