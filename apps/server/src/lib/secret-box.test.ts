import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box.ts";

describe("secret box", () => {
  const box = createSecretBox("a".repeat(43), "ai-provider-keys");

  it("opens what it sealed, and never stores the plaintext", () => {
    const sealed = box.seal("sk-live-1234567890abcdef");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("sk-live");
    expect(box.open(sealed)).toBe("sk-live-1234567890abcdef");
  });

  it("seals the same value differently each time (a fresh nonce)", () => {
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  it("refuses a value sealed under another secret or purpose, or changed", () => {
    const sealed = box.seal("sk-test");
    expect(() => createSecretBox("b".repeat(43), "ai-provider-keys").open(sealed)).toThrow();
    expect(() => createSecretBox("a".repeat(43), "other").open(sealed)).toThrow();
    const [version, nonce, tag, ciphertext] = sealed.split(".");
    const flipped = `${ciphertext![0] === "A" ? "B" : "A"}${ciphertext!.slice(1)}`;
    expect(() => box.open([version, nonce, tag, flipped].join("."))).toThrow();
    expect(() => box.open("sk-test")).toThrow("Not a sealed secret");
  });
});
