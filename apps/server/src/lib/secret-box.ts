import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts small secrets kept in the database (AI provider keys, issue 17) with AES-256-GCM under
 * a key derived from AUTH_SECRET by HKDF-SHA256 for one purpose, so the database alone never
 * reveals them and a copy of it is useless without the server's secret. Each value gets a fresh
 * 96-bit nonce; the stored text is `v1.<nonce>.<tag>.<ciphertext>` in base64url. A value that was
 * tampered with, or sealed under another AUTH_SECRET, does not open (an error, never garbage).
 */
export type SecretBox = {
  seal(plaintext: string): string;
  open(sealed: string): string;
};

export function createSecretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(
    hkdfSync("sha256", authSecret, "outsmart secret box", `outsmart:${purpose}`, 32),
  );
  return {
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), ciphertext].map((part) =>
        part.toString("base64url"),
      );
      return `v1.${parts.join(".")}`;
    },
    open(sealed) {
      const [version, nonce, tag, ciphertext] = sealed.split(".");
      if (version !== "v1" || !nonce || !tag || ciphertext === undefined)
        throw new Error("Not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
