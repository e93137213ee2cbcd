import { describe, expect, it } from "vitest";
import { inputsWithBrandKit } from "./brand-kit-inputs.ts";

describe("inputsWithBrandKit", () => {
  const kit = {
    name: "EcoStep",
    products: [{ name: "Trail Runner", price: "৳2,450", offer: "", difference: "Recycled soles" }],
    audience: "Walkers in Dhaka",
  };

  it("fills the brand, product, audience and benefit fields left empty, and keeps typed values", () => {
    expect(
      inputsWithBrandKit({ product_name: "  ", target_audience: "Students", platform: "X" }, kit),
    ).toMatchObject({
      product_name: "EcoStep Trail Runner",
      target_audience: "Students",
      platform: "X",
      brand_name: "EcoStep",
      key_benefit: "Recycled soles",
      key_features: "Recycled soles",
    });
  });

  it("names the brand alone without products, and fills no audience or benefit it does not have", () => {
    const filled = inputsWithBrandKit({}, { name: "Mishti Ghor", products: [], audience: "" });
    expect(filled.product_name).toBe("Mishti Ghor");
    expect(filled).not.toHaveProperty("target_audience");
    expect(filled).not.toHaveProperty("key_benefit");
  });
});
