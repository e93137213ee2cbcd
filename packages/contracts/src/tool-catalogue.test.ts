import { describe, expect, it } from "vitest";
import {
  catalogueTools,
  findCatalogueTool,
  isBareTool,
  sidebarCategories,
  titleCaseSlug,
  toolCategories,
  unlistedTools,
  usableTools,
  workingToolSlugs,
} from "./tool-catalogue.ts";

describe("the tool catalogue", () => {
  it("has the seed's six categories and 31 sidebar entries", () => {
    expect(toolCategories.map((category) => category.name)).toEqual([
      "Content & Copywriting",
      "Creative Tools",
      "Marketing Strategy",
      "Email & Outreach",
      "Advanced Tools",
      "AI Tools",
    ]);
    expect(toolCategories.flatMap((category) => category.tools)).toHaveLength(31);
    expect(toolCategories[0]?.id).toBe("content");
  });

  it("has 30 working tools (28 in the sidebar plus the 2 unlisted) and 3 coming soon", () => {
    expect(workingToolSlugs).toHaveLength(30);
    expect(
      catalogueTools.filter((entry) => entry.status === "coming-soon").map((entry) => entry.slug),
    ).toEqual(["ai-image-generator", "ai-video-generator", "ai-audio-generator"]);
    expect(unlistedTools.map((entry) => entry.slug)).toEqual([
      "ad-primary-text-generator",
      "stable-audio-generator",
    ]);
  });

  it("lists every usable tool in the sidebar: its working entries are usableTools() (issue 14)", () => {
    const listed = sidebarCategories.flatMap((category) => category.tools);
    expect(
      listed
        .filter((entry) => entry.status === "available")
        .map((entry) => entry.slug)
        .sort(),
    ).toEqual(
      usableTools()
        .map((entry) => entry.slug)
        .sort(),
    );
    expect(usableTools()).toHaveLength(30);
    expect(
      sidebarCategories.find((category) => category.id === "content")?.tools.at(-1)?.slug,
    ).toBe("ad-primary-text-generator");
    expect(
      sidebarCategories.find((category) => category.id === "ai")?.tools.map((entry) => entry.slug),
    ).toContain("stable-audio-generator");
    // The seed's categories themselves are unchanged.
    expect(sidebarCategories.map((category) => category.name)).toEqual(
      toolCategories.map((category) => category.name),
    );
  });

  it("has unique slugs and finds tools by slug", () => {
    expect(new Set(catalogueTools.map((entry) => entry.slug)).size).toBe(catalogueTools.length);
    expect(findCatalogueTool("1-click-seo-blog-generator")?.name).toBe("SEO Blog Generator");
    expect(findCatalogueTool("nope")).toBeUndefined();
  });

  it("title-cases slugs the way the history page shows them", () => {
    expect(titleCaseSlug("ai-caption-generator")).toBe("Ai Caption Generator");
    expect(titleCaseSlug("1-click-seo-blog-generator")).toBe("1 Click Seo Blog Generator");
  });

  it("renders only the stable audio generator as a bare form", () => {
    expect(catalogueTools.filter((entry) => isBareTool(entry.slug)).map((e) => e.slug)).toEqual([
      "stable-audio-generator",
    ]);
    expect(isBareTool("no-such-tool")).toBe(false);
  });
});
