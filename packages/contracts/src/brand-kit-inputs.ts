// Free of zod: the server's engine uses it, and the tool page may show what a kit fills.
import type { BrandKitFields } from "./brand-kit.ts";

/** What a kit needs to stand in for a tool's empty fields. */
export type BrandKitStandIns = Pick<BrandKitFields, "name" | "products" | "audience">;

/**
 * The tool fields a brand kit fills when the user leaves them empty (issue 16), and with what:
 * the brand, its first product (with the brand's name before it), the audience, and what makes
 * the first product different. A value the user typed always wins.
 */
export function brandKitStandIns(kit: BrandKitStandIns): Record<string, string> {
  const [first] = kit.products;
  const values: Record<string, string> = {
    brand_name: kit.name,
    client_name: kit.name,
    product_name: first ? `${kit.name} ${first.name}` : kit.name,
  };
  if (kit.audience) {
    values.target_audience = kit.audience;
    values.audience = kit.audience;
  }
  if (first?.difference) {
    values.key_benefit = first.difference;
    values.key_benefits = first.difference;
    values.key_features = first.difference;
  }
  return values;
}

/** The inputs with the kit's stand-ins in the fields the user left empty. */
export function inputsWithBrandKit(
  inputs: Readonly<Record<string, string>>,
  kit: BrandKitStandIns,
): Record<string, string> {
  const filled: Record<string, string> = { ...inputs };
  for (const [name, value] of Object.entries(brandKitStandIns(kit)))
    if (!filled[name]?.trim()) filled[name] = value;
  return filled;
}
