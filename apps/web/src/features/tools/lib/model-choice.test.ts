import type { ModelOption } from "@outsmart/contracts/tools";
import { describe, expect, it } from "vitest";
import {
  allowanceNote,
  costQuote,
  defaultModelId,
  modelOptionLabel,
  modelsFor,
} from "./model-choice";

const model = (overrides: Partial<ModelOption>): ModelOption => ({
  id: "m",
  name: "Model",
  tier: "free",
  description: "",
  costCredits: 0,
  outputs: ["text"],
  available: true,
  requiredPlan: "free",
  locked: false,
  ...overrides,
});

const writer = model({
  id: "outsmart-writer",
  name: "Outsmart Writer (offline)",
  outputs: ["text", "audio"],
});
const llama = model({
  id: "llama",
  name: "Llama 3.2 3B",
  available: false,
  unavailableReason: "Ollama is not running",
});
const gpt = model({
  id: "gpt",
  name: "GPT-5 mini",
  tier: "premium",
  costCredits: 2,
  requiredPlan: "starter",
  locked: true,
});
const claude = model({
  id: "claude",
  name: "Claude",
  tier: "enterprise",
  costCredits: 5,
  requiredPlan: "pro",
  locked: false,
});

describe("model choice", () => {
  it("offers only models that write the tool's output", () => {
    expect(modelsFor([writer, llama, gpt], "audio").map((each) => each.id)).toEqual([
      "outsmart-writer",
    ]);
    expect(modelsFor([writer, llama, gpt], "text")).toHaveLength(3);
  });

  it("starts on the tool's model when usable, otherwise the first usable one", () => {
    expect(defaultModelId([writer, llama, claude], "claude")).toBe("claude");
    expect(defaultModelId([writer, llama, gpt], "gpt")).toBe("outsmart-writer");
    expect(defaultModelId([llama, writer], "llama")).toBe("outsmart-writer");
    expect(defaultModelId([llama, gpt], "llama")).toBeUndefined();
  });

  it("quotes the cost in credits and taka", () => {
    expect(costQuote(0)).toBe("Free");
    expect(costQuote(1)).toBe("1 credit · ৳2");
    expect(costQuote(2)).toBe("2 credits · ৳4");
  });

  it("labels locked models with the plan that unlocks them", () => {
    expect(modelOptionLabel(gpt)).toBe("GPT-5 mini — 2 credits · ৳4 (Starter Pack)");
    expect(modelOptionLabel(llama)).toBe("Llama 3.2 3B — Free (unavailable)");
    expect(modelOptionLabel(writer)).toBe("Outsmart Writer (offline) — Free");
  });
});

describe("allowanceNote", () => {
  const free = {
    plan: "free",
    planLabel: "Free Plan",
    balance: 0,
    freeGenerationsToday: { used: 5, limit: 20 },
  } as const;
  const starter = {
    plan: "starter",
    planLabel: "Starter Pack",
    balance: 1,
    freeGenerationsToday: null,
  } as const;

  it("counts today's free generations on the free plan", () => {
    expect(allowanceNote(free, writer)).toEqual({
      text: "15 of 20 free generations left today.",
      short: false,
    });
    expect(
      allowanceNote({ ...free, freeGenerationsToday: { used: 20, limit: 20 } }, writer).short,
    ).toBe(true);
    expect(allowanceNote(starter, writer).text).toBe("Free models are unlimited on your plan.");
  });

  it("warns when the balance is below the model's cost", () => {
    expect(allowanceNote(starter, { ...gpt, locked: false })).toEqual({
      text: "Not enough credits: you have 1 credit.",
      short: true,
    });
    expect(allowanceNote({ ...starter, balance: 250 }, { ...gpt, locked: false })).toEqual({
      text: "Balance: 250 credits.",
      short: false,
    });
  });
});
