import { campaignTemplates } from "@outsmart/contracts/campaign-templates";
import { describe, expect, it } from "vitest";
import { templateFields } from "./templates-en";

describe("the template library's field labels", () => {
  it("name every field a template fills, so no preview shows a field without its Bangla label", () => {
    const used = new Set(campaignTemplates.flatMap((template) => Object.keys(template.inputs.en)));
    expect(
      [...used].filter((field) => !(templateFields as readonly string[]).includes(field)),
    ).toEqual([]);
  });
});
