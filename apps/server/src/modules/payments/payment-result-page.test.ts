import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { appFontStack, paymentResultPage } from "./payment-result-page.ts";

describe("the payment result page's look", () => {
  it("uses the app's font stack (app.css --font-sans)", () => {
    const css = fs.readFileSync(
      new URL("../../../../web/src/styles/app.css", import.meta.url),
      "utf8",
    );
    const declared = /--font-sans:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ").trim();
    expect(appFontStack).toBe(declared);
  });

  it("keeps the style sheet's quotes, so the font rule stays valid", async () => {
    const page = String(await paymentResultPage(undefined, "http://localhost:3000/dashboard"));
    expect(page).toContain(`font-family: ${appFontStack};`);
    expect(page).not.toContain("&quot;Inter");
  });
});
