import { describe, expect, it } from "vitest";
import { createMemorySandboxStore } from "./memory-sandbox-store.ts";
import type { StoredSandboxPayment } from "./sandbox-store.ts";

function stored(paymentId: string, trxId?: string): StoredSandboxPayment {
  // The store never looks inside the document.
  return { paymentId, trxId, document: { stage: "initiated" } as never };
}

describe("the in-memory sandbox store", () => {
  it("reads payments by id and by trxID", async () => {
    const store = createMemorySandboxStore();
    await store.insert(stored("TR1"));
    await store.insert(stored("TR2", "TRX0000002"));
    expect((await store.read("TR1"))?.paymentId).toBe("TR1");
    expect(await store.read("TR3")).toBeUndefined();
    expect((await store.readByTrxId("TRX0000002"))?.paymentId).toBe("TR2");
    expect(await store.readByTrxId("TRX0000009")).toBeUndefined();
    await expect(store.insert(stored("TR1"))).rejects.toThrow(/already has payment TR1/);
  });

  it("hands out copies: only update changes what is stored", async () => {
    const store = createMemorySandboxStore();
    const original = stored("TR1");
    await store.insert(original);
    original.trxId = "changed";
    const read = await store.read("TR1");
    read!.trxId = "changed too";
    expect((await store.read("TR1"))?.trxId).toBeUndefined();
  });

  it("stores what update returns as next, and nothing otherwise", async () => {
    const store = createMemorySandboxStore();
    await store.insert(stored("TR1"));
    expect(await store.update("TR1", (current) => ({ result: current?.paymentId }))).toBe("TR1");
    expect((await store.read("TR1"))?.trxId).toBeUndefined();
    const result = await store.update("TR1", (current) => ({
      result: "executed",
      next: { ...current!, trxId: "TRX0000001" },
    }));
    expect(result).toBe("executed");
    expect((await store.read("TR1"))?.trxId).toBe("TRX0000001");
    expect(await store.update("TR9", (current) => ({ result: current }))).toBeUndefined();
    await expect(
      store.update("TR1", () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect((await store.read("TR1"))?.trxId).toBe("TRX0000001");
  });
});
