import { describe, expect, it } from "vitest";
import { refineBn } from "./i18n/refine-bn";
import { refineEn } from "./i18n/refine-en";
import { refineNote } from "./refine-catalogue";
import { versionLabel } from "./version-picker";

const at = new Date(2026, 10, 28, 14, 6);
const version = (refine: { action: string; instruction?: string; language?: string }) =>
  ({ number: 3, kind: "refine", content: "", createdAt: at.toISOString(), refine }) as Parameters<
    typeof refineNote
  >[0];

describe("refine versions in the versions list", () => {
  it("names the action, the language translated to, or the instruction", () => {
    expect(versionLabel(version({ action: "shorter", language: "en" }), at)).toBe(
      "Version 3 (Shorter, 14:06)",
    );
    expect(versionLabel(version({ action: "translate", language: "bn" }), at)).toBe(
      "Version 3 (Translated to বাংলা, 14:06)",
    );
    expect(
      refineNote(
        version({
          action: "instruction",
          instruction: "mention free delivery in Dhaka and Chattogram this week",
        }),
        refineEn,
      ),
    ).toBe("Your instruction: mention free delivery in Dhaka and Chat…");
  });

  it("in Bangla", () => {
    expect(refineNote(version({ action: "formal" }), refineBn)).toBe("আরও আনুষ্ঠানিক");
    expect(refineNote(version({ action: "translate", language: "en" }), refineBn)).toBe(
      "ইংরেজিতে অনুবাদ",
    );
  });
});
