import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTROL_CHARACTER_MESSAGE, BROKEN_TEXT_MESSAGE, scrubText, text } from "./text.ts";

describe("text()", () => {
  const field = z.object({ name: text().trim().max(10) });

  it("normalises to NFC and line breaks to \\n, and keeps tabs, newlines and joiners", () => {
    expect(text().parse("Cafe\u0301")).toBe("Café");
    expect(text().parse("\u0995\u09C7\u09BE")).toBe("\u0995\u09CB"); // ক + ে + া → কো
    expect(text().parse("a\r\nb\rc\td")).toBe("a\nb\nc\td");
    expect(text().parse("ক্\u200Dষ")).toBe("ক্\u200Dষ");
    expect(text().parse("👍🏽 ok")).toBe("👍🏽 ok");
  });

  it("refuses NUL and other control characters, naming the field", () => {
    for (const bad of ["a\u0000b", "\u0007", "x\u001B[31m", "\u0085", "\u007F"]) {
      const result = field.safeParse({ name: bad });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ["name"],
        message: CONTROL_CHARACTER_MESSAGE,
      });
    }
  });

  it("refuses a lone surrogate, but not a pair", () => {
    const result = field.safeParse({ name: "ab\uD83D" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["name"], message: BROKEN_TEXT_MESSAGE });
    expect(field.safeParse({ name: "\uDC00x" }).success).toBe(false);
    expect(field.parse({ name: "\uD83D\uDE00" })).toEqual({ name: "😀" });
  });

  it("still trims and limits like a plain string", () => {
    expect(field.parse({ name: "  hi  " })).toEqual({ name: "hi" });
    expect(field.safeParse({ name: "x".repeat(11) }).success).toBe(false);
  });
});

describe("scrubText", () => {
  it("makes a model's answer storable, keeping what a reader sees", () => {
    expect(scrubText("Eid\u0000 sale\r\n👍🏽 \uD83D!\tন\u200Dক")).toBe(
      "Eid sale\n👍🏽 \uFFFD!\tন\u200Dক",
    );
    expect(text().safeParse(scrubText("a\u0000\uDC00b\u0085")).success).toBe(true);
  });
});
