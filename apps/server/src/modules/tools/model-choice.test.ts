import type { ModelDefinition } from "@outsmart/contracts/models";
import { describe, expect, it } from "vitest";
import type { ModelAvailability } from "../../integrations/ai-providers/provider-entry.ts";
import {
  askedModel,
  chooseModel,
  type ModelChoice,
  type ModelRequest,
  modelOptions,
  planUnlocks,
} from "./model-choice.ts";

const model = (
  id: string,
  tier: ModelDefinition["tier"],
  provider: ModelDefinition["provider"],
  outputs: ModelDefinition["outputs"] = ["text"],
): ModelDefinition => ({
  id,
  name: id.toUpperCase(),
  tier,
  provider,
  providerModelId: id,
  description: `${id} model`,
  costCredits: tier === "free" ? 0 : tier === "premium" ? 2 : 5,
  maxOutputTokens: 100,
  outputs,
});

const offline = model("writer", "free", "offline", ["text", "audio"]);
const llama = model("llama", "free", "ollama");
const mini = model("mini", "premium", "openai");
const sonnet = model("sonnet", "enterprise", "anthropic");
const audio = model("audio", "premium", "stability", ["audio"]);
const models = [offline, llama, mini, sonnet, audio];

const available: ModelAvailability = { available: true };
const down: ModelAvailability = { available: false, reason: "Ollama is not running." };

const request = (overrides: Partial<ModelRequest> = {}): ModelRequest => ({
  requested: undefined,
  toolDefault: "llama",
  output: "text",
  plan: "free",
  ...overrides,
});

function refusalOf(choice: ModelChoice) {
  if (!("refusal" in choice)) throw new Error(`expected a refusal, got ${choice.model.id}`);
  const { code, status, message, details } = choice.refusal;
  return { code, status, message, details };
}

function modelOf(choice: ModelChoice) {
  if ("refusal" in choice) throw new Error(`expected a model, got "${choice.refusal.message}"`);
  return choice.model.id;
}

describe("planUnlocks", () => {
  it.each([
    ["free", "free", true],
    ["free", "premium", false],
    ["free", "enterprise", false],
    ["starter", "premium", true],
    ["starter", "enterprise", false],
    ["pro", "enterprise", true],
  ] as const)("plan %s, tier %s: %s", (plan, tier, unlocked) => {
    expect(planUnlocks(plan, { tier })).toBe(unlocked);
  });
});

describe("askedModel", () => {
  it("is the user's pick, else the tool's default, else nothing", () => {
    expect(askedModel(models, request({ requested: "mini" }))?.id).toBe("mini");
    expect(askedModel(models, request())?.id).toBe("llama");
    expect(askedModel(models, request({ requested: "nope" }))).toBeUndefined();
  });
});

describe("chooseModel", () => {
  it("runs the tool's default when it is available and the plan allows it", () => {
    expect(modelOf(chooseModel(models, request(), available))).toBe("llama");
  });

  it("runs the user's pick over the tool's default", () => {
    const choice = chooseModel(models, request({ requested: "mini", plan: "starter" }), available);
    expect(modelOf(choice)).toBe("mini");
  });

  it("refuses a model that does not exist (400), naming it", () => {
    expect(refusalOf(chooseModel(models, request({ requested: "gpt-9" }), undefined))).toEqual({
      code: "BAD_REQUEST",
      status: 400,
      message: 'There is no model called "gpt-9".',
      details: undefined,
    });
    expect(
      refusalOf(chooseModel(models, request({ toolDefault: "gone" }), undefined)).message,
    ).toBe('There is no model called "gone".');
  });

  it("falls back to the offline writer when the tool's default is unavailable", () => {
    expect(modelOf(chooseModel(models, request(), down))).toBe("writer");
    expect(
      modelOf(chooseModel(models, request({ toolDefault: "audio", output: "audio" }), down)),
    ).toBe("writer");
  });

  it("never swaps a model the user picked: 503 with the reason", () => {
    expect(refusalOf(chooseModel(models, request({ requested: "llama" }), down))).toEqual({
      code: "SERVICE_UNAVAILABLE",
      status: 503,
      message: "LLAMA is not available right now. Ollama is not running.",
      details: undefined,
    });
  });

  it("answers 503 for an unavailable default when there is no offline writer for the output", () => {
    const withoutWriter = models.filter((entry) => entry.provider !== "offline");
    expect(refusalOf(chooseModel(withoutWriter, request(), down)).code).toBe("SERVICE_UNAVAILABLE");
    const textOnlyWriter = [model("writer", "free", "offline", ["text"]), audio];
    expect(
      refusalOf(
        chooseModel(textOnlyWriter, request({ toolDefault: "audio", output: "audio" }), down),
      ).message,
    ).toBe("AUDIO is not available right now. Ollama is not running.");
  });

  it("refuses a model that cannot make what the tool makes (400)", () => {
    expect(
      refusalOf(chooseModel(models, request({ requested: "llama", output: "audio" }), available)),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "LLAMA cannot make audio.",
    });
    expect(
      refusalOf(chooseModel(models, request({ requested: "audio", plan: "pro" }), available))
        .message,
    ).toBe("AUDIO cannot make text.");
  });

  it("refuses a model the plan does not unlock (403), naming the pack that does", () => {
    expect(refusalOf(chooseModel(models, request({ requested: "mini" }), available))).toEqual({
      code: "FORBIDDEN",
      status: 403,
      message: "MINI comes with the Starter Pack. Buy it on the pricing page to use this model.",
      details: { requiredPlan: "starter" },
    });
    expect(
      refusalOf(chooseModel(models, request({ requested: "sonnet", plan: "starter" }), available))
        .details,
    ).toEqual({ requiredPlan: "pro" });
  });

  it("checks in order: availability before output, output before plan", () => {
    // Unavailable, wrong output and locked at once: the 503 comes first.
    expect(
      refusalOf(chooseModel(models, request({ requested: "audio", output: "text" }), down)).code,
    ).toBe("SERVICE_UNAVAILABLE");
    // Wrong output and locked: the 400 comes first.
    expect(
      refusalOf(chooseModel(models, request({ requested: "audio", output: "text" }), available))
        .code,
    ).toBe("BAD_REQUEST");
  });
});

describe("modelOptions", () => {
  it("lists every model with its availability, the plan it needs and whether it is locked", () => {
    const options = modelOptions(
      [
        { model: llama, availability: down },
        { model: mini, availability: available },
        { model: sonnet, availability: available },
      ],
      "starter",
    );
    expect(options).toEqual([
      {
        id: "llama",
        name: "LLAMA",
        tier: "free",
        description: "llama model",
        costCredits: 0,
        outputs: ["text"],
        available: false,
        unavailableReason: "Ollama is not running.",
        requiredPlan: "free",
        locked: false,
      },
      {
        id: "mini",
        name: "MINI",
        tier: "premium",
        description: "mini model",
        costCredits: 2,
        outputs: ["text"],
        available: true,
        requiredPlan: "starter",
        locked: false,
      },
      {
        id: "sonnet",
        name: "SONNET",
        tier: "enterprise",
        description: "sonnet model",
        costCredits: 5,
        outputs: ["text"],
        available: true,
        requiredPlan: "pro",
        locked: true,
      },
    ]);
  });
});
