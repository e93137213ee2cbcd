import { toolOutput } from "@outsmart/contracts/tool-catalogue";
import type { OfferResponse } from "@outsmart/contracts/offer-schema";
import { parseInputFields } from "@outsmart/contracts/tool-fields";
import {
  generateRequestSchema,
  type GenerationDone,
  runAiToolRequestSchema,
  type ToolConfigResponse,
} from "@outsmart/contracts/tools";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/app-env.ts";
import { whenClientGone } from "../../http/client-gone.ts";
import { errorBody } from "../../http/error-handler.ts";
import { readJson } from "../../http/validate.ts";
import type { ModelRegistry } from "../../integrations/ai-providers/model-registry.ts";
import { AppError } from "../../lib/app-error.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { CreditsService } from "../credits/credits.service.ts";
import { modelOptions } from "./model-choice.ts";
import type { OfferService } from "./offer.service.ts";
import type { ToolRunner } from "./run-tool.service.ts";
import { createTextBatcher } from "./text-batcher.ts";
import type { ToolPromptStore } from "./tool-prompt-store.ts";

function asAppError(error: unknown): AppError {
  return error instanceof AppError
    ? error
    : new AppError("INTERNAL", "Failed to process AI tool request");
}

/** Tool pages' API: configuration, the models on offer, and the streamed generation (under /api). */
export function toolsRoutes(deps: {
  toolPrompts: ToolPromptStore;
  registry: ModelRegistry;
  credits: CreditsService;
  runner: ToolRunner;
  offer: OfferService;
}) {
  return (
    new Hono<AppEnv>()
      // Public: what this installation can sell (the pricing page and the plan cards ask it).
      .get("/offer", async (c) => {
        const body: OfferResponse = await deps.offer.current();
        c.header("Cache-Control", "no-store");
        return c.json(body);
      })
      .get("/tools/:slug", async (c) => {
        requireViewer(c);
        const slug = c.req.param("slug");
        const config = await deps.toolPrompts.find(slug);
        if (!config) throw new AppError("NOT_FOUND", `No configuration found for tool: ${slug}`);
        const body: ToolConfigResponse = {
          toolSlug: config.toolSlug,
          toolName: config.toolName,
          description: config.description,
          inputFields: parseInputFields(config.inputFields),
          defaultModel: config.model,
          output: toolOutput(slug),
        };
        return c.json(body);
      })
      .get("/models", async (c) => {
        const { plan } = await deps.credits.summary(await requireViewer(c).profileId());
        const models = await Promise.all(
          deps.registry.all().map(async (model) => ({
            model,
            availability: await deps.registry.availability(model),
          })),
        );
        return c.json({ models: modelOptions(models, plan), plan });
      })
      .post("/tools/:slug/generate", async (c) => {
        const viewer = requireViewer(c);
        const body = await readJson(c, generateRequestSchema);
        // Everything that can be refused is refused here, as plain JSON, before the stream starts.
        const prepared = await deps.runner.prepare(
          viewer,
          c.req.param("slug"),
          body.inputs,
          body.model,
          body.language,
          body.brand_kit_id,
        );
        const client = whenClientGone(c);
        const run = deps.runner.start(prepared, client.signal);
        try {
          await run.held;
        } catch (error) {
          client.release();
          throw error;
        }
        return streamSSE(c, async (stream) => {
          stream.onAbort(client.abort);
          let writes = Promise.resolve();
          const deltas = createTextBatcher((text) => {
            writes = writes.then(() =>
              stream.writeSSE({ event: "delta", data: JSON.stringify({ text }) }),
            );
          });
          try {
            const result = await run.finish(deltas.push);
            deltas.flush();
            await writes;
            const done: GenerationDone = {
              content: result.content,
              content_type: result.contentType,
              model_used: result.modelUsed,
              model_name: result.modelName,
              generation_id: result.generationId,
              credits_charged: result.creditsCharged,
              balance: result.balance,
            };
            await stream.writeSSE({ event: "done", data: JSON.stringify(done) });
          } catch (error) {
            deltas.flush();
            await writes.catch(() => {});
            if (!client.signal.aborted) {
              const failure = asAppError(error);
              await stream.writeSSE({
                event: "error",
                data: JSON.stringify({ error: failure.message, code: failure.code }),
              });
            }
          } finally {
            client.release();
          }
        });
      })
  );
}

/** POST /functions/v1/run-ai-tool: the seed's JSON contract, for API clients. */
export function runAiToolRoutes(deps: { runner: ToolRunner }) {
  return new Hono<AppEnv>().post("/run-ai-tool", async (c) => {
    const viewer = requireViewer(c);
    const body = await readJson(c, runAiToolRequestSchema);
    if (body.user_id !== (await viewer.profileId())) {
      return c.json(
        errorBody(new AppError("FORBIDDEN", "user_id must be your own profile id.")),
        403,
      );
    }
    const prepared = await deps.runner.prepare(
      viewer,
      body.tool_slug,
      body.input_data,
      body.model,
      body.language,
      body.brand_kit_id,
    );
    const run = deps.runner.start(prepared, c.req.raw.signal);
    await run.held;
    const result = await run.finish();
    return c.json({
      content: result.content,
      content_type: result.contentType,
      model_used: result.modelUsed,
    });
  });
}
