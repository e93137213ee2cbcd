import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OneTimeCodeInput } from "./one-time-code-input";

describe("OneTimeCodeInput", () => {
  it("asks for a six-digit code with the numeric keyboard and one-time-code autofill", () => {
    const { container } = render(<OneTimeCodeInput name="code" />);
    const input = container.querySelector("input");
    expect(input?.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input?.getAttribute("inputmode")).toBe("numeric");
    expect(input?.getAttribute("maxlength")).toBe("6");
    expect(input?.getAttribute("type")).toBe("text");
    expect(input?.getAttribute("name")).toBe("code");
  });

  it("lets a form override the defaults (a backup code is text)", () => {
    const { container } = render(<OneTimeCodeInput inputMode="text" maxLength={32} />);
    const input = container.querySelector("input");
    expect(input?.getAttribute("inputmode")).toBe("text");
    expect(input?.getAttribute("maxlength")).toBe("32");
  });
});
