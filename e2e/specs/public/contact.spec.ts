import { desc, eq } from "drizzle-orm";
import { contactMessages } from "../../../apps/server/src/db/schema/contact-messages.ts";
import { accessibilityViolations, expect, test } from "../../support/test.ts";

test.describe("contact page", () => {
  test("rejects bad input and stores nothing", async ({ page, database }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(
      form.getByText("Please write at least 10 characters so we can help."),
    ).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Name").fill("Sadia");
    await form.getByLabel("E-mail").fill("sadia@");
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(
      form.getByText("Please write at least 10 characters so we can help."),
    ).toBeVisible();
    await expect(form.getByText("Please enter your name.")).toBeHidden();
    // Other tests store messages in parallel: look for this one's.
    expect(
      await database.db.select().from(contactMessages).where(eq(contactMessages.email, "sadia@")),
    ).toHaveLength(0);
  });

  test("accepts good input, confirms receipt and stores the message", async ({
    page,
    database,
  }, testInfo) => {
    const email = `sadia.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Sadia Islam");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Message").fill("Can my agency buy credits for three client accounts?");
    await form.getByRole("button", { name: "Send message" }).click();
    const confirmation = page
      .getByRole("status")
      .filter({ hasText: "we have received your message" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(`We will reply to ${email}`);

    const [stored] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
      .orderBy(desc(contactMessages.createdAt));
    expect(stored).toMatchObject({
      name: "Sadia Islam",
      message: "Can my agency buy credits for three client accounts?",
    });
    await expect(confirmation).toContainText(stored?.id.slice(0, 8) ?? "missing");
  });

  test("names the operator and contact e-mail from the configuration", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "support@outsmart.local" })).toHaveAttribute(
      "href",
      "mailto:support@outsmart.local",
    );
    await page.goto("/privacy");
    await expect(page.getByText("the operator of this Outsmart installation")).toBeVisible();
    await page.goto("/terms");
    await expect(page.getByRole("link", { name: "support@outsmart.local" }).first()).toBeVisible();
  });

  test("has no serious or critical accessibility problems", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "support@outsmart.local" })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
