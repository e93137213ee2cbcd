import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./client-ip.ts";

describe("isLoopbackAddress", () => {
  it("accepts IPv4 and IPv6 loopback, plain and IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.10.20.30", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(address), address).toBe(true);
  });

  it("refuses every other address, and a missing one", () => {
    for (const address of [
      "10.0.0.5",
      "192.168.1.2",
      "::ffff:10.0.0.5",
      "fe80::1",
      "127.0.0.1.evil",
      "",
      undefined,
    ])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});
