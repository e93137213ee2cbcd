import { describe, expect, it } from "vitest";
import {
  buildUserInput,
  fallbackInputFields,
  fieldControl,
  fieldLabel,
  fieldPlaceholder,
  missingFields,
  missingFieldsMessage,
  parseInputFields,
} from "./tool-fields.ts";

describe("parseInputFields", () => {
  it("accepts an array or a JSON string of one", () => {
    expect(parseInputFields(["product_name", "target_audience"])).toEqual([
      "product_name",
      "target_audience",
    ]);
    expect(parseInputFields('["genre","mood","duration"]')).toEqual(["genre", "mood", "duration"]);
  });

  it("drops non-string, blank and repeated entries and trims names", () => {
    expect(parseInputFields(["topic", 3, null, "", "  ", { a: 1 }, " keywords ", "topic"])).toEqual(
      ["topic", "keywords"],
    );
    expect(parseInputFields('["topic", 7, false]')).toEqual(["topic"]);
  });

  it("falls back to title, keywords, target_audience when it cannot be parsed", () => {
    const fallback = ["title", "keywords", "target_audience"];
    expect(parseInputFields("not json")).toEqual(fallback);
    expect(parseInputFields('{"a":1}')).toEqual(fallback);
    expect(parseInputFields(null)).toEqual(fallback);
    expect(parseInputFields(undefined)).toEqual(fallback);
    expect(parseInputFields(42)).toEqual(fallback);
    expect(parseInputFields([1, 2])).toEqual(fallback);
    expect(parseInputFields("[]")).toEqual(fallback);
  });

  it("returns a fresh list each time, so callers cannot alter the fallback", () => {
    const first = parseInputFields("oops");
    first.push("extra");
    expect(parseInputFields("oops")).toEqual([...fallbackInputFields]);
  });
});

describe("fieldLabel", () => {
  it("replaces underscores with spaces and title-cases", () => {
    expect(fieldLabel("target_audience")).toBe("Target Audience");
    expect(fieldLabel("product_name")).toBe("Product Name");
    expect(fieldLabel("keywords")).toBe("Keywords");
    expect(fieldLabel("aspect__ratio_")).toBe("Aspect Ratio");
  });
});

describe("fieldControl", () => {
  it("uploads images for image and mask", () => {
    expect(fieldControl("image")).toEqual({ kind: "image" });
    expect(fieldControl("mask")).toEqual({ kind: "image" });
  });

  it("offers exactly the seed's options in the dropdowns", () => {
    const labels = (name: string) => {
      const control = fieldControl(name);
      return control.kind === "select" ? control.options.map((option) => option.label) : [];
    };
    expect(labels("aspect_ratio")).toEqual([
      "1:1 Square",
      "16:9 Landscape",
      "9:16 Portrait",
      "4:3 Standard",
      "3:2 Photo",
    ]);
    expect(labels("style")).toEqual([
      "photographic",
      "digital-art",
      "cinematic",
      "anime",
      "fantasy-art",
      "line-art",
    ]);
    expect(labels("genre")).toEqual([
      "ambient",
      "classical",
      "electronic",
      "jazz",
      "rock",
      "folk",
      "cinematic",
      "piano",
    ]);
    expect(labels("mood")).toEqual([
      "calm",
      "relaxing",
      "energetic",
      "dark",
      "uplifting",
      "mysterious",
      "peaceful",
      "dramatic",
    ]);
  });

  it("submits the bare ratio for aspect_ratio and the shown text for the other dropdowns", () => {
    const ratio = fieldControl("aspect_ratio");
    expect(ratio.kind === "select" && ratio.options[1]).toEqual({
      value: "16:9",
      label: "16:9 Landscape",
    });
    const genre = fieldControl("genre");
    expect(genre.kind === "select" && genre.options.every((o) => o.value === o.label)).toBe(true);
  });

  it("uses a 4-row textarea for names equal to or containing prompt", () => {
    expect(fieldControl("prompt")).toEqual({ kind: "textarea", rows: 4 });
    expect(fieldControl("script_prompt")).toEqual({ kind: "textarea", rows: 4 });
    expect(fieldControl("negative_prompt_text")).toEqual({ kind: "textarea", rows: 4 });
  });

  it("uses numeric inputs for duration and scale_factor and text for anything else", () => {
    expect(fieldControl("duration")).toMatchObject({ kind: "number" });
    expect(fieldControl("scale_factor")).toMatchObject({ kind: "number" });
    expect(fieldControl("product_name")).toEqual({ kind: "text" });
    expect(fieldControl("image_url")).toEqual({ kind: "text" });
    expect(fieldControl("durations")).toEqual({ kind: "text" });
  });
});

describe("fieldPlaceholder", () => {
  it("has presets for known names and the seed's default otherwise", () => {
    expect(fieldPlaceholder("product_name")).toMatch(/^e\.g\. /);
    expect(fieldPlaceholder("brand_voice")).toBe("Enter Brand Voice...");
  });
});

describe("buildUserInput", () => {
  const prompt = "You write captions.";

  it("appends a blank line and one Label: value line per filled field, in field order", () => {
    expect(
      buildUserInput(prompt, ["product_name", "target_audience"], {
        target_audience: "  students ",
        product_name: "EcoStride",
      }),
    ).toBe("You write captions.\n\nProduct Name: EcoStride\nTarget Audience: students");
  });

  it("skips empty fields and keeps line breaks inside values", () => {
    expect(
      buildUserInput(prompt, ["script_prompt", "duration", "platform"], {
        script_prompt: "Scene one.\nScene two.",
        duration: "   ",
      }),
    ).toBe("You write captions.\n\nScript Prompt: Scene one.\nScene two.");
  });

  it("is the system prompt alone when nothing is filled, and the lines alone without a prompt", () => {
    expect(buildUserInput(" You write captions. \n", ["topic"], {})).toBe(prompt);
    expect(buildUserInput("", ["topic"], { topic: "Eid" })).toBe("Topic: Eid");
  });
});

describe("missingFields", () => {
  it("lists the labels of fields that are empty after trimming", () => {
    const fields = ["product_name", "target_audience", "platform"];
    expect(missingFields(fields, { product_name: "x", target_audience: " \n" })).toEqual([
      "Target Audience",
      "Platform",
    ]);
    expect(
      missingFields(fields, { product_name: "a", target_audience: "b", platform: "c" }),
    ).toEqual([]);
  });

  it("formats the seed's toast text", () => {
    expect(missingFieldsMessage(["Target Audience", "Platform"])).toBe(
      "Please fill in all required fields: Target Audience, Platform",
    );
  });
});
