// The e2e server's "custom" AI provider: the fake OpenAI-compatible server on E2E_PROVIDER_PORT,
// so a premium-tier model (e2e/support/models.json) is available in the browser tests.
import { startFakeOpenAiServer } from "../../apps/server/src/testing/fake-openai-server.ts";

const server = await startFakeOpenAiServer({ port: Number(process.env.E2E_PROVIDER_PORT) });
server.setDefaultReply({
  kind: "text",
  text: "## Launch copy\n\nPremium copy written by the e2e provider for your campaign.",
  chunkSize: 12,
});
const stop = () => void server.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
