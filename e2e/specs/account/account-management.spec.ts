import { accessibilityViolations, expect, test } from "../../support/test.ts";

test.describe("account management on the profile page", () => {
  test("shows the account and has no serious accessibility problems", async ({
    page,
    signedIn,
  }) => {
    const user = await signedIn({ firstName: "Rafi", lastName: "Chowdhury", emailVerified: true });
    await page.goto("/dashboard/profile");
    // In the account overview and in the e-mail section.
    await expect(page.getByText(user.email)).toHaveCount(2);
    // The account overview's badge and the e-mail section's.
    await expect(page.getByText("Verified", { exact: true })).toHaveCount(2);
    await expect(page.getByText("This device")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("renames the user, and the avatar follows", async ({ page, signedIn }) => {
    await signedIn({ firstName: "Rafi", lastName: "Chowdhury" });
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("RC");
    await page.getByLabel("First name").fill("Tahmid");
    await page.getByLabel("Last name").fill("Islam");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name was saved.")).toBeVisible();
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("TI");
  });

  test("deletes the account after the typed confirmation and the password", async ({
    page,
    signedIn,
  }) => {
    const user = await signedIn();
    await page.goto("/dashboard/profile");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByLabel("Your password").fill(user.password);
    await confirm.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?redirect=/);
  });
});
