import fc from "fast-check";
import type { z } from "zod";

/**
 * Request data for fuzzing (issue 13): values a schema accepts, values it must refuse, and the
 * hostile inputs every boundary must survive with a 4xx, never a 5xx.
 */

/** Strings that have broken servers: NUL, lone surrogates, control characters, huge, odd escapes. */
export const hostileStrings: readonly string[] = [
  "\u0000",
  "a\u0000b",
  "%00",
  "\uD800",
  "x\uDFFFy",
  "\u0007\u001B[31m",
  "\r\n\r\n",
  "‮evil",
  "' or 1=1 --",
  "\\",
  "%",
  "%E0%A4",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "ঢাকার তরুণদের জন্য পরিবেশবান্ধব স্নিকার্স",
  "ক্\u200Dষ",
  "👍🏽".repeat(50),
  "9".repeat(400),
  "2024-13-45T99:99:99.999999",
  "a".repeat(70_000),
];

export const hostileNumbers: readonly unknown[] = [
  -1,
  0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "9223372036854775808",
  "1e400",
  "NaN",
  1.5,
  "",
];

/** JSON text nested `depth` levels deep (written out: JSON.stringify itself overflows on it). */
export function deeplyNestedJson(depth: number): string {
  return `${'{"a":['.repeat(depth)}"bottom"${"]}".repeat(depth)}`;
}

/** Percent-encodes anything, a lone surrogate included (as the invalid UTF-8 a client could send). */
export function encodeLoosely(text: string): string {
  return [...text]
    .map((char) =>
      /\p{Cs}/u.test(char)
        ? `%${[0xe0 | (char.charCodeAt(0) >> 12), 0x80 | ((char.charCodeAt(0) >> 6) & 0x3f), 0x80 | (char.charCodeAt(0) & 0x3f)].map((byte) => byte.toString(16).toUpperCase()).join("%")}`
        : encodeURIComponent(char),
    )
    .join("");
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, true, false, [], {}, [1, 2, 3], { $ne: null }, { __proto__: { x: 1 } }),
  fc.constant(JSON.parse(deeplyNestedJson(300)) as unknown),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  format?: string;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values shaped by `schema`, each piece sometimes replaced by a hostile value. */
export function fromSchema(schema: z.ZodType, hostility = 0.3): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shaped = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case "object": {
        const shape = def.shape ?? {};
        return fc.record(
          Object.fromEntries(
            Object.entries(shape).map(([key, value]) => [key, fromSchema(value, hostility)]),
          ),
          { requiredKeys: [] },
        );
      }
      case "optional":
      case "default":
      case "nullable":
      case "readonly":
        return fc.option(fromSchema(def.innerType!, hostility), { nil: undefined });
      case "pipe":
        return fromSchema(def.in!, hostility);
      case "union":
        return fc.oneof(...(def.options ?? []).map((option) => fromSchema(option, hostility)));
      case "enum":
        return fc.constantFrom(...Object.values(def.entries ?? { a: "a" }));
      case "literal":
        return fc.constantFrom(...(def.values ?? [""]));
      case "array":
        return fc.array(fromSchema(def.element!, hostility), { maxLength: 5 });
      case "record":
        return fc.dictionary(
          fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...hostileStrings.slice(0, 8))),
          fromSchema(def.valueType!, hostility),
          { maxKeys: 6 },
        );
      case "number":
        return fc.oneof(fc.integer(), fc.double(), fc.constantFrom(...hostileNumbers));
      case "boolean":
        return fc.boolean();
      case "string":
        return def.format === "uuid"
          ? fc.uuid()
          : def.format === "email"
            ? fc.emailAddress()
            : fc.string({ unit: "grapheme", maxLength: 60 });
      default:
        return fc.jsonValue({ maxDepth: 3 });
    }
  })();
  return fc.oneof(
    { weight: Math.round((1 - hostility) * 100), arbitrary: shaped },
    { weight: Math.round(hostility * 100), arbitrary: hostileValue },
  );
}

/** A query string from a schema of string-ish values (hostile ones included). */
export function queryFromSchema(schema: z.ZodType): fc.Arbitrary<string> {
  return fromSchema(schema, 0.4).map((value) => {
    if (!value || typeof value !== "object") return "";
    const params = new URLSearchParams();
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      if (item !== undefined)
        params.set(key, typeof item === "string" ? item : JSON.stringify(item));
    return params.toString();
  });
}

/** A path segment: valid-looking ids and slugs, and hostile text, percent-encoded or raw. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    "ai-caption-generator",
    "stable-audio-generator",
    "nope",
    "%00",
    "%E0%A4",
    "%2F",
    "%C0%80",
    "%FF%FE",
    "%ED%A0%80",
  ),
  fc.constantFrom(...hostileStrings.slice(0, 14)).map(encodeLoosely),
  fc.string({ unit: "binary", maxLength: 20 }).map(encodeLoosely),
);
