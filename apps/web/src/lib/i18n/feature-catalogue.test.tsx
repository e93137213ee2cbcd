import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { featureCatalogue } from "./feature-catalogue";
import { InterfaceLanguageProvider, preloadBangla } from "./interface-language";

const loadBangla = vi.fn(async () => ({ greeting: "স্বাগতম" }));
const catalogue = featureCatalogue({ greeting: "Welcome" }, loadBangla);

function Greeting() {
  return <p>{catalogue.useMessages().greeting}</p>;
}

describe("featureCatalogue", () => {
  it("gives the English strings without loading Bangla", () => {
    render(
      <InterfaceLanguageProvider language="en">
        <Greeting />
      </InterfaceLanguageProvider>,
    );
    expect(screen.getByText("Welcome")).toBeTruthy();
    expect(loadBangla).not.toHaveBeenCalled();
  });

  it("loads the Bangla strings once, with the app's when the switch is reached", async () => {
    preloadBangla();
    expect(loadBangla).toHaveBeenCalledTimes(1);
    await act(async () => {
      render(
        <InterfaceLanguageProvider language="bn">
          <Greeting />
        </InterfaceLanguageProvider>,
      );
    });
    expect(await screen.findByText("স্বাগতম")).toBeTruthy();
    expect(loadBangla).toHaveBeenCalledTimes(1);
  });
});
