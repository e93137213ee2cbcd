import { html } from "hono/html";
import type { PaymentRow } from "./payments.queries.ts";

const pageStyle = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #f8fafc;
    font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Bengali", sans-serif; color: #0f172a; }
  main { max-width: 440px; margin: 1.5rem; padding: 2rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 16px; text-align: center; }
  .mark { width: 56px; height: 56px; border-radius: 999px; display: inline-flex; align-items: center; justify-content: center; font-size: 28px; }
  .ok { background: #d1fae5; color: #047857; } .bad { background: #fee2e2; color: #b91c1c; } .wait { background: #ede9fe; color: #5b21b6; }
  h1 { font-size: 1.35rem; margin: 1rem 0 .5rem; } p { color: #475569; line-height: 1.5; }
  a { display: inline-block; margin-top: 1rem; padding: .7rem 1.2rem; border-radius: 10px; background: #5b3df5; color: #fff; text-decoration: none; font-weight: 600; }
`;

/** What the customer sees in the bKash tab after paying (our callback's answer). */
export function paymentResultPage(payment: PaymentRow | undefined, dashboardUrl: string) {
  const outcome =
    payment?.status === "success"
      ? {
          tone: "ok",
          mark: "✓",
          title: `Payment complete: ${payment.credits} credits added.`,
          text: "You can close this tab. Your credits are ready in Outsmart.",
        }
      : payment?.status === "pending"
        ? {
            tone: "wait",
            mark: "…",
            title: "We are confirming your payment with bKash.",
            text: "Your credits will be added as soon as bKash confirms it. You can close this tab.",
          }
        : payment?.status === "cancelled"
          ? {
              tone: "bad",
              mark: "×",
              title: "Payment cancelled.",
              text: "No money was taken. You can close this tab and try again whenever you like.",
            }
          : payment
            ? {
                tone: "bad",
                mark: "!",
                title: "Payment failed.",
                text: `${payment.failureReason ?? "bKash did not complete the payment."} No credits were added. You can close this tab and try again.`,
              }
            : {
                tone: "bad",
                mark: "!",
                title: "This payment link is not valid.",
                text: "Nothing was charged or credited. Start the purchase again from the pricing page.",
              };
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${outcome.title} · Outsmart</title>
        <style>
          ${pageStyle}
        </style>
      </head>
      <body>
        <main>
          <span class="mark ${outcome.tone}" aria-hidden="true">${outcome.mark}</span>
          <h1>${outcome.title}</h1>
          <p>${outcome.text}</p>
          <a href="${dashboardUrl}">Back to Outsmart</a>
        </main>
      </body>
    </html>`;
}
