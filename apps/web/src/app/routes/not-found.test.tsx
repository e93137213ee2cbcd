import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import NotFound from "./not-found";

afterEach(() => vi.restoreAllMocks());

describe("the not-found page", () => {
  it("shows the seed's texts, logs the missing path, and links home", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      { path: "/", Component: () => <h1>Home page</h1> },
      { path: "*", Component: NotFound },
    ]);
    render(<Stub initialEntries={["/does/not/exist"]} />);

    expect(screen.getByRole("heading", { name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/does/not/exist",
    );

    await userEvent.click(screen.getByRole("link", { name: "Return to Home" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
  });

  it("speaks Bangla at a /bn address, with links to the Bangla pages", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "*", Component: NotFound }]);
    render(<Stub initialEntries={["/bn/nothing-here"]} />);
    expect(screen.getByRole("main")).toHaveAttribute("lang", "bn");
    expect(screen.getByText("দুঃখিত! পেজটা পাওয়া যায়নি")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "হোমপেজে ফিরে যান" })).toHaveAttribute("href", "/bn");
    expect(document.title).toBe("পেজটা পাওয়া যায়নি · Outsmart");
  });
});
