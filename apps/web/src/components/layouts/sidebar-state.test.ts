import { describe, expect, it } from "vitest";
import { readOpenCategories, SIDEBAR_STORAGE_KEY } from "./sidebar-state";

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === SIDEBAR_STORAGE_KEY ? value : null),
});

describe("readOpenCategories", () => {
  it("opens only content when nothing is stored", () => {
    expect(readOpenCategories(storage(null))).toEqual(["content"]);
    expect(readOpenCategories(undefined)).toEqual(["content"]);
  });

  it("remembers what the user chose, including nothing open", () => {
    expect(readOpenCategories(storage('["creative","email"]'))).toEqual(["creative", "email"]);
    expect(readOpenCategories(storage("[]"))).toEqual([]);
  });

  it("drops unknown ids and falls back on unreadable data", () => {
    expect(readOpenCategories(storage('["ai","retired",3]'))).toEqual(["ai"]);
    expect(readOpenCategories(storage("{not json"))).toEqual(["content"]);
    expect(readOpenCategories(storage('{"content":true}'))).toEqual(["content"]);
  });
});
