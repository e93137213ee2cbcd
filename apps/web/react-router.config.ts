import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { inlineCriticalCss } from "./build-support/critical-css";
import { addAlternateLinks } from "./build-support/hreflang";

const prerender = ["/", "/pricing", "/bn", "/bn/pricing"];

// React Router prerenders through a preview server whose first request imports the whole server
// build, inside a fixed 10 s timeout (not configurable). On a busy 2-core build machine that first
// request took 30 s and the build failed; allow two minutes for the build's own requests.
const PRERENDER_REQUEST_TIMEOUT_MS = 10_000;
const timeout = AbortSignal.timeout.bind(AbortSignal);
AbortSignal.timeout = (ms: number) => timeout(ms === PRERENDER_REQUEST_TIMEOUT_MS ? 120_000 : ms);

export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: false,
  prerender,
  async buildEnd({ viteConfig }) {
    await inlineCriticalCss({
      clientDir: path.join(viteConfig.root, "build/client"),
      pages: prerender,
      log: (message) => viteConfig.logger.info(message),
    });
    await addAlternateLinks({
      clientDir: path.join(viteConfig.root, "build/client"),
      pages: prerender,
    });
  },
} satisfies Config;
