import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

describe("Markdown", () => {
  it("renders GitHub-flavoured Markdown", () => {
    const { container } = render(
      <Markdown>{"## Ideas\n\n- **one**\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |"}</Markdown>,
    );
    expect(container.querySelector("h2")?.textContent).toBe("Ideas");
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("strong")?.textContent).toBe("one");
    expect(container.querySelector("table")).not.toBeNull();
  });

  it("does not render raw HTML or script links from model output", () => {
    const { container } = render(
      <Markdown>
        {'<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <script>alert(1)</script>'}
      </Markdown>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    const link = container.querySelector("a");
    expect(link?.getAttribute("href") ?? "").not.toMatch(/javascript:/i);
  });

  it("opens links in a new tab without leaking the opener", () => {
    const { container } = render(<Markdown>{"[site](https://example.com)"}</Markdown>);
    const link = container.querySelector("a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
