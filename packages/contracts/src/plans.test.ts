import { describe, expect, it } from "vitest";
import { capabilities } from "./capabilities.ts";
import {
  CAMPAIGN_KITS_PLAN,
  CREDIT_PRICE_BDT,
  enterpriseOffer,
  FREE_PLAN_DAILY_GENERATIONS,
  isPackId,
  packTopUpNote,
  planAtLeast,
  plans,
} from "./plans.ts";

describe("the plan catalogue", () => {
  it("prices packs at ৳2 a credit, as the seed sets", () => {
    expect(plans.starter).toMatchObject({ priceBdt: 500, credits: 250 });
    expect(plans.pro).toMatchObject({ priceBdt: 1500, credits: 750 });
    for (const plan of Object.values(plans))
      expect(plan.credits * CREDIT_PRICE_BDT).toBe(plan.priceBdt);
  });

  it("names the plans as the interface shows them, and marks Starter popular", () => {
    expect(Object.values(plans).map((plan) => plan.name)).toEqual([
      "Free Plan",
      "Starter Pack",
      "Pro Pack",
    ]);
    expect(
      Object.values(plans)
        .filter((plan) => plan.popular)
        .map((plan) => plan.id),
    ).toEqual(["starter"]);
  });

  it("ranks the plans", () => {
    expect(planAtLeast("starter", "free")).toBe(true);
    expect(planAtLeast("starter", "pro")).toBe(false);
  });

  it("accepts only starter and pro as packs", () => {
    expect(isPackId("starter")).toBe(true);
    expect(isPackId("pro")).toBe(true);
    for (const value of ["free", "enterprise", "", null, 1]) expect(isPackId(value)).toBe(false);
  });

  it("has the seed's note under the paid cards, in our provider's name", () => {
    expect(packTopUpNote).toBe("Top up with bKash • 1 Credit = ৳2");
  });

  it("promises only what exists: every feature line names a capability that is built", () => {
    const lines = [
      ...Object.values(plans).flatMap((plan) => plan.features),
      ...enterpriseOffer.features,
    ];
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(capabilities[line.capability], `"${line.text}" promises ${line.capability}`).toBe(
        true,
      );
  });

  // "Multi-format export", the single-tool templates and campaign kits came back with issue 16;
  // the capability test above keeps them true. Kits are promised by their name, not as
  // "advanced templates".
  it("names none of the things issue 14 found untrue that are still not built", () => {
    const texts = [
      ...Object.values(plans).flatMap((plan) => [
        plan.description,
        plan.summary,
        ...plan.features.map((line) => line.text),
      ]),
      enterpriseOffer.description,
      ...enterpriseOffer.features.map((line) => line.text),
    ].join("\n");
    for (const untrue of [
      /advanced templates/i,
      /custom templates/i,
      /priority/i,
      /community support/i,
      /24\/7/,
      /agencies and teams/i,
      /\bAPI\b/,
    ])
      expect(texts).not.toMatch(untrue);
  });

  it("promises campaign kits on the paid packs only, as the server enforces (CAMPAIGN_KITS_PLAN)", () => {
    const promises = (id: keyof typeof plans) =>
      plans[id].features.some((line) => line.capability === "campaignKits");
    expect(promises("free")).toBe(false);
    expect(promises("starter")).toBe(true);
    expect(planAtLeast("free", CAMPAIGN_KITS_PLAN)).toBe(false);
    expect(planAtLeast("starter", CAMPAIGN_KITS_PLAN)).toBe(true);
  });

  it("states the free plan's daily allowance from the constant the server enforces", () => {
    expect(plans.free.features).toContainEqual({
      text: `${FREE_PLAN_DAILY_GENERATIONS} generations a day`,
      capability: "dailyFreeGenerations",
    });
  });
});
