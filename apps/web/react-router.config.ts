import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { inlineCriticalCss } from "./build-support/critical-css";

const prerender = ["/", "/pricing"];

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
  },
} satisfies Config;
