import { render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Markdown } from "./markdown";

describe("Markdown", () => {
  it("renders GitHub-flavoured Markdown", async () => {
    const { container } = render(
      <Markdown>{"## Ideas\n\n- **one**\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |"}</Markdown>,
    );
    await waitFor(() => expect(container.querySelector("h2")?.textContent).toBe("Ideas"), {
      timeout: 5000,
    });
    expect(container.querySelectorAll("li")).toHaveLength(2);
    expect(container.querySelector("strong")?.textContent).toBe("one");
    expect(container.querySelector("table")).not.toBeNull();
  });

  it("does not render raw HTML or script links from model output", async () => {
    const { container } = render(
      <Markdown>
        {'<img src=x onerror="alert(1)"> [click](javascript:alert(1)) <script>alert(1)</script>'}
      </Markdown>,
    );
    await waitFor(() => expect(container.querySelector("a")).not.toBeNull());
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("script")).toBeNull();
    const link = container.querySelector("a");
    expect(link?.getAttribute("href") ?? "").not.toMatch(/javascript:/i);
  });

  it("opens links in a new tab without leaking the opener", async () => {
    const { container } = render(<Markdown>{"[site](https://example.com)"}</Markdown>);
    const link = await waitFor(() => {
      const found = container.querySelector("a");
      if (!found) throw new Error("not rendered yet");
      return found;
    });
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
  });
});

describe("Markdown before its renderer has loaded", () => {
  it("shows the text as it is, so nothing waits for the parser", async () => {
    vi.resetModules(); // a fresh module: its renderer has not been loaded yet
    const fresh = await import("./markdown");
    const { container } = render(<fresh.Markdown>{"## Ideas"}</fresh.Markdown>);
    expect(container.textContent).toBe("## Ideas");
    await waitFor(() => expect(container.querySelector("h2")?.textContent).toBe("Ideas"), {
      timeout: 5000,
    });
  });
});
