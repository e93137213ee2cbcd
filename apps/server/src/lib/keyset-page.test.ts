import { describe, expect, it } from "vitest";
import { AppError } from "./app-error.ts";
import {
  INVALID_CURSOR_MESSAGE,
  keysetCursor,
  parseBigintId,
  parseUtcTimestamp,
  parseUuid,
  readKeysetPage,
} from "./keyset-page.ts";

const base64url = (text: string) => Buffer.from(text).toString("base64url");

describe("parseUtcTimestamp", () => {
  it.each([
    ["2026-04-01T09:30:00.123456", "2026-04-01T09:30:00.123456"],
    ["2026-04-01T09:30:00.123Z", "2026-04-01T09:30:00.123000"],
    ["2026-04-01T09:30:00Z", "2026-04-01T09:30:00.000000"],
    ["2024-02-29T23:59:59.999999", "2024-02-29T23:59:59.999999"],
    ["2000-02-29T00:00:00", "2000-02-29T00:00:00.000000"],
    ["0001-01-01T00:00:00", "0001-01-01T00:00:00.000000"],
    ["9999-12-31T23:59:59.999999Z", "9999-12-31T23:59:59.999999"],
  ])("reads %j as %j", (text, position) => {
    expect(parseUtcTimestamp(text)).toBe(position);
  });

  it.each([
    "2024-13-45T99:00:00.000000", // no 13th month, 45th day or 99th hour
    "2024-00-10T10:00:00",
    "2023-02-29T10:00:00", // not a leap year
    "1900-02-29T10:00:00", // divisible by 100, not by 400
    "2024-04-31T10:00:00",
    "2024-04-30T24:00:00",
    "2024-04-30T23:60:00",
    "2024-04-30T23:59:60", // leap seconds are not positions
    "0000-01-01T00:00:00",
    "+010000-01-01T00:00:00.000Z", // past year 9999
    "2024-04-30T23:59:59.1234567",
    "2024-04-30 23:59:59",
    "2024-04-30T23:59:59+06:00",
    "2024-04-30",
    "",
  ])("refuses %j", (text) => {
    expect(parseUtcTimestamp(text)).toBeUndefined();
  });
});

describe("ids", () => {
  it("takes positive safe integers only", () => {
    expect(parseBigintId("42")).toBe(42);
    expect(parseBigintId("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    for (const text of ["0", "-5", "1e3", "4.2", "9007199254740993", "99999999999999999999", ""])
      expect(parseBigintId(text), text).toBeUndefined();
  });

  it("takes uuids only", () => {
    expect(parseUuid("0b6f1f3e-8a1c-4c1e-9a53-2f0d8c1b7e42")).toBe(
      "0b6f1f3e-8a1c-4c1e-9a53-2f0d8c1b7e42",
    );
    expect(parseUuid("0b6f1f3e-8a1c-4c1e-9a53-2f0d8c1b7e4")).toBeUndefined();
    expect(parseUuid("x'; drop table users;--")).toBeUndefined();
  });
});

describe("keysetCursor", () => {
  const ledger = keysetCursor({ separator: "_", parseId: parseBigintId });

  it("round-trips a position", () => {
    const position = { createdAt: "2026-04-01T09:30:00.123456", id: 42 };
    expect(ledger.decode(ledger.encode(position))).toEqual(position);
    expect(Buffer.from(ledger.encode(position), "base64url").toString()).toBe(
      "2026-04-01T09:30:00.123456_42",
    );
  });

  it("still reads a cursor made from a JS ISO time", () => {
    expect(ledger.decode(base64url("2026-04-01T09:30:00.123Z_42"))).toEqual({
      createdAt: "2026-04-01T09:30:00.123000",
      id: 42,
    });
  });

  it.each([
    "",
    "garbage",
    base64url("2026-04-01T09:30:00.123Z"),
    base64url("2026-04-01T09:30:00.123Z_42_7"),
    base64url("2026-04-01T09:30:00.123Z_99999999999999999999"),
    base64url("+010000-01-01T00:00:00.000Z_5"),
    base64url("2024-13-45T99:00:00.000Z_5"),
  ])("answers 400 for %j", (cursor) => {
    let caught: unknown;
    try {
      ledger.decode(cursor);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({ status: 400, message: INVALID_CURSOR_MESSAGE });
  });
});

describe("readKeysetPage", () => {
  const cursor = keysetCursor({ separator: "_", parseId: parseBigintId });
  const row = (id: number) => ({ id, at: `2026-04-01T09:30:00.${String(id).padStart(6, "0")}` });
  const rows = [5, 4, 3, 2, 1].map(row);

  async function read(limit: number) {
    const asked: number[] = [];
    const page = await readKeysetPage({
      limit,
      cursor,
      read: async (n) => {
        asked.push(n);
        return rows.slice(0, n);
      },
      positionOf: (entry) => ({ createdAt: entry.at, id: entry.id }),
    });
    return { ...page, asked };
  }

  it("reads one row more than it shows, and points the next page after the last row shown", async () => {
    const page = await read(2);
    expect(page.asked).toEqual([3]);
    expect(page.rows.map((entry) => entry.id)).toEqual([5, 4]);
    expect(page.nextCursor).not.toBeNull();
    expect(cursor.decode(page.nextCursor ?? "")).toEqual({ createdAt: row(4).at, id: 4 });
  });

  it("has no next page when the extra row is missing", async () => {
    expect((await read(5)).nextCursor).toBeNull();
    expect((await read(6)).rows).toHaveLength(5);
  });
});
