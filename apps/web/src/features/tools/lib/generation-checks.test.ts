import { describe, expect, it } from "vitest";
import { generationProblem } from "./generation-checks";

const fields = ["product_name", "target_audience", "platform"];

describe("generationProblem", () => {
  it("checks the configuration first, then the session, then the fields", () => {
    expect(generationProblem({ fields: undefined, signedIn: false, values: {} })).toEqual({
      title: "Configuration Error",
      description: "Tool configuration not loaded.",
    });
    expect(generationProblem({ fields, signedIn: false, values: {} })).toEqual({
      title: "Authentication Required",
      description: "Please sign in to use AI tools and track your generations.",
    });
  });

  it("lists every empty or blank field by its label, in the configuration's order", () => {
    expect(
      generationProblem({
        fields,
        signedIn: true,
        values: { product_name: "EcoStride", target_audience: "   " },
      }),
    ).toEqual({
      title: "Missing Fields",
      description: "Please fill in all required fields: Target Audience, Platform",
    });
  });

  it("passes when every field has text", () => {
    expect(
      generationProblem({
        fields,
        signedIn: true,
        values: { product_name: "EcoStride", target_audience: "runners", platform: "Instagram" },
      }),
    ).toBeUndefined();
  });
});
