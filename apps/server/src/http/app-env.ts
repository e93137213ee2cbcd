import type { RequestIdVariables } from "hono/request-id";
import type { Logger } from "../lib/logger.ts";
import type { InFlightWork } from "./in-flight-work.ts";
import type { Viewer } from "../modules/accounts/viewer.ts";

/** Typed per-request variables shared by every route. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    logger: Logger;
    /** The process's unfinished work, which shutdown waits for (set first, for every request). */
    inFlight: InFlightWork;
    /** Set by the viewer middleware when the request carries a valid session. */
    viewer?: Viewer;
  };
};
