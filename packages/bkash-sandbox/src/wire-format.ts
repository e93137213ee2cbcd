import { randomBytes, randomInt } from "node:crypto";

/**
 * Identifier, token and timestamp formats as they appear on bKash's wire. The shapes are derived
 * from captured sandbox responses (reference §3.3, §2.1); nothing parses them, but clients and
 * databases see realistic lengths and alphabets.
 */

const upperAlphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const mixedAlphanumerics = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomString(length: number, alphabet: string): string {
  let out = "";
  for (let index = 0; index < length; index += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

/** `TR0011` + 7 mixed-case alphanumerics + the creation time in epoch milliseconds (13 digits). */
export function newPaymentId(mode: string, createdAt: Date): string {
  return `TR${mode}${randomString(7, mixedAlphanumerics)}${createdAt.getTime()}`;
}

/** 10 upper-case alphanumerics, e.g. `CK250NROQ5`. */
export function newTrxId(): string {
  return randomString(10, upperAlphanumerics);
}

/** The opaque `signature` appended to callback URLs: 10 mixed-case alphanumerics. */
export function newCallbackSignature(): string {
  return randomString(10, mixedAlphanumerics);
}

/** The opaque `hash` in `bkashURL`, which keeps payment pages unguessable. */
export function newPageHash(): string {
  return randomBytes(24).toString("base64url");
}

const dhakaOffsetMs = 6 * 60 * 60 * 1000;

/**
 * `yyyy-MM-ddTHH:mm:ss:SSS GMT+0600` in Asia/Dhaka time (UTC+6, no daylight saving): bKash's own
 * format, with a colon before the milliseconds, which `Date` cannot parse.
 */
export function formatBkashTime(date: Date): string {
  const local = new Date(date.getTime() + dhakaOffsetMs);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `:${pad(local.getUTCMilliseconds(), 3)} GMT+0600`
  );
}

/**
 * A JWT-looking id_token (header.payload.signature) like the Cognito ID token bKash issues, with
 * `exp - iat = lifetimeSeconds`. The signature is random bytes: the sandbox recognises its tokens
 * by lookup, never by verifying them.
 */
export function newIdToken(options: {
  username: string;
  appKey: string;
  issuedAt: Date;
  lifetimeSeconds: number;
}): string {
  const iat = Math.floor(options.issuedAt.getTime() / 1000);
  const header = { kid: randomBytes(32).toString("base64"), alg: "RS256" };
  const payload = {
    sub: crypto.randomUUID(),
    "cognito:username": options.username,
    aud: options.appKey,
    token_use: "id",
    iss: "https://bkash-sandbox.invalid/outsmart",
    auth_time: iat,
    iat,
    exp: iat + options.lifetimeSeconds,
    jti: crypto.randomUUID(),
  };
  return [
    base64url(JSON.stringify(header)),
    base64url(JSON.stringify(payload)),
    randomBytes(256).toString("base64url"),
  ].join(".");
}

/** An opaque, JWE-looking refresh token (five base64url segments, ~1.7 kB like the real one). */
export function newRefreshToken(): string {
  return [
    base64url(JSON.stringify({ cty: "JWT", enc: "A256GCM", alg: "RSA-OAEP" })),
    randomBytes(256).toString("base64url"),
    randomBytes(12).toString("base64url"),
    randomBytes(1200).toString("base64url"),
    randomBytes(16).toString("base64url"),
  ].join(".");
}
