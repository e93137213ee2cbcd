import { defaultModels } from "@outsmart/contracts/models";
import { describe, expect, it } from "vitest";
import {
  findProvider,
  isProviderId,
  providerEnvShape,
  providerIds,
  providerTable,
  settingsFor,
} from "./provider-table.ts";

describe("the provider table", () => {
  it("has an entry for every default model's provider", () => {
    for (const model of defaultModels) expect(isProviderId(model.provider), model.id).toBe(true);
  });

  it("gives each environment variable to one provider only", () => {
    const declared = Object.values(providerTable).flatMap((entry) => Object.keys(entry.env));
    expect(new Set(declared).size).toBe(declared.length);
    expect(Object.keys(providerEnvShape).sort()).toEqual(declared.sort());
  });

  it("finds entries by id, and nothing for ids it does not hold", () => {
    for (const id of providerIds) expect(findProvider(id)).toBe(providerTable[id]);
    expect(findProvider("openai")?.name).toBe("OpenAI");
    expect(findProvider("toString")).toBeUndefined();
    expect(findProvider("nope")).toBeUndefined();
  });

  it("hands out a provider's settings only when it is configured", () => {
    const settings = { openai: { apiKey: "k", baseUrl: "https://api.openai.com/v1" } };
    expect(settingsFor(settings, "openai")).toBe(settings.openai);
    expect(settingsFor(settings, "anthropic")).toBeUndefined();
    expect(settingsFor(settings, "constructor")).toBeUndefined();
  });
});
