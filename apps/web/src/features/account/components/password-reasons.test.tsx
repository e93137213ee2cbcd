import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileBn } from "../i18n/profile-bn";
import { profileEn } from "../i18n/profile-en";
import { ApiClientError } from "~/lib/api-error";
import { FormError } from "~/components/form-error";

// A weak new password on the profile page (password change): the server's reasons, in English.
const weak = new ApiClientError(
  'Choose a stronger password. Use at least 10 characters. It is built on "dhaka", a common password that attackers try first. Add a word or two.',
  400,
  "BAD_REQUEST",
  {
    reasons: [
      "Use at least 10 characters.",
      'It is built on "dhaka", a common password that attackers try first.',
      "Add a word or two. Uncommon words are better.",
      "Avoid repeated words and characters.",
    ],
  },
);

describe("FormError with a weak password's reasons", () => {
  it("lists the server's English reasons exactly on an English screen", () => {
    render(<FormError t={profileEn} error={weak} />);
    expect(screen.getByText("Choose a stronger password:")).toBeTruthy();
    for (const reason of weak.details.reasons as string[])
      expect(screen.getByText(reason)).toBeTruthy();
  });

  it("says them in Bangla on a Bangla screen, the checker's English advice as one sentence", () => {
    render(<FormError t={profileBn} error={weak} />);
    expect(screen.getByText("আরও শক্ত পাসওয়ার্ড দিন:")).toBeTruthy();
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      "অন্তত ১০ অক্ষর দিন।",
      'এটা "dhaka"-এর ওপর বানানো, একটা কমন পাসওয়ার্ড যেটা হ্যাকাররা সবার আগে ট্রাই করে।',
      "আরও কয়েকটা অচেনা শব্দ জুড়ে দিন।",
    ]);
  });
});
