import { describe, expect, it } from "vitest";
import { localizedPath, splitLocalizedPath } from "./interface-language.ts";
import { languageFromAcceptLanguage, languageFromCookie } from "./interface-language-choice.ts";

describe("the interface language", () => {
  it("follows the browser's most wanted language that we speak", () => {
    expect(languageFromAcceptLanguage("bn-BD,bn;q=0.9,en;q=0.8")).toBe("bn");
    expect(languageFromAcceptLanguage("en-US,en;q=0.9,bn;q=0.8")).toBe("en");
    expect(languageFromAcceptLanguage("fr-FR,bn;q=0.5")).toBe("bn");
    expect(languageFromAcceptLanguage("fr,de")).toBe("en");
    expect(languageFromAcceptLanguage("bn;q=0")).toBe("en");
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
  });

  it("reads only a known language from the cookie", () => {
    expect(languageFromCookie("a=1; lang=bn; b=2")).toBe("bn");
    expect(languageFromCookie("lang=fr")).toBeUndefined();
    expect(languageFromCookie("xlang=bn")).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });

  it("maps the public pages to their address in each language and back", () => {
    expect(localizedPath("/", "bn")).toBe("/bn");
    expect(localizedPath("/pricing", "bn")).toBe("/bn/pricing");
    expect(localizedPath("/pricing", "en")).toBe("/pricing");
    expect(splitLocalizedPath("/bn")).toEqual({ language: "bn", path: "/" });
    expect(splitLocalizedPath("/bn/pricing")).toEqual({ language: "bn", path: "/pricing" });
    expect(splitLocalizedPath("/bnx")).toEqual({ language: "en", path: "/bnx" });
    expect(splitLocalizedPath("/pricing")).toEqual({ language: "en", path: "/pricing" });
  });
});
