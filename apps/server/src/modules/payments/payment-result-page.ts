import { createHash } from "node:crypto";
import { PAYMENT_RESULT_CHANNEL } from "@outsmart/contracts/payment-messages";
import { html, raw } from "hono/html";
import type { InterfaceLanguage } from "@outsmart/contracts/interface-language";
import { paymentResultTextsBn } from "./payment-result-texts-bn.ts";
import { type PaymentResultTexts, paymentResultTextsEn } from "./payment-result-texts-en.ts";
import type { PaymentRow } from "./payments.queries.ts";

/** The page in each interface language (docs/i18n.md): the request's `lang` cookie, else Accept-Language. */
const paymentResultTexts: Record<InterfaceLanguage, PaymentResultTexts> = {
  en: paymentResultTextsEn,
  bn: paymentResultTextsBn,
};

/**
 * The app's font stack, as `--font-sans` in apps/web/src/styles/app.css (a test keeps them equal),
 * so the bKash tab's last page reads like the app. The Bangla page declares the bundled Bengali
 * font too (ADR 0053; the route reads its rules from the web build).
 */
export const appFontStack =
  '"Noto Sans Bengali", "Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The app's look (slate text, brand violet button) in a few rules; inlined, so the CSP stays tight. */
const pageStyle = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #f8fafc;
    font-family: ${appFontStack}; color: #0f172a; -webkit-font-smoothing: antialiased; }
  main { max-width: 440px; margin: 1.5rem; padding: 2rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 16px; text-align: center; box-shadow: 0 1px 2px rgb(15 23 42 / 0.05); }
  .mark { width: 56px; height: 56px; border-radius: 999px; display: inline-flex; align-items: center; justify-content: center; font-size: 28px; }
  .ok { background: #d1fae5; color: #047857; } .bad { background: #fee2e2; color: #b91c1c; } .wait { background: #ede9fe; color: #5b21b6; }
  h1 { font-size: 1.35rem; font-weight: 700; letter-spacing: -0.01em; margin: 1rem 0 .5rem; } p { color: #475569; line-height: 1.5; }
  a { display: inline-block; margin-top: 1rem; padding: .7rem 1.2rem; border-radius: 10px; background: #5b3df5; color: #fff; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 2px solid #5b3df5; outline-offset: 2px; }
`;

/**
 * Tells the customer's Outsmart tab (same browser, same origin) how the payment ended here, so it
 * stops waiting at once rather than at its next status check, or after ten minutes when bKash
 * still calls a cancelled payment "Initiated". The data sits on <body>, so the script, and the
 * hash the page's CSP allows, never change.
 */
const notifyScript = `try{var d=document.body.dataset;if(d.paymentId&&d.outcome)new BroadcastChannel(${JSON.stringify(PAYMENT_RESULT_CHANNEL)}).postMessage({paymentId:d.paymentId,outcome:d.outcome})}catch(e){}`;
const notifyTag = raw(`<script>${notifyScript}</script>`);
export const paymentResultScriptHash = `sha256-${createHash("sha256").update(notifyScript).digest("base64")}`;

/** What the customer's browser said happened on bKash's page (the callback's `status`). */
export type BrowserReport = "success" | "failure" | "cancel";

export function browserReport(status: string | undefined): BrowserReport | undefined {
  return status === "success" || status === "failure" || status === "cancel" ? status : undefined;
}

/**
 * What the customer sees in the bKash tab after paying (our callback's answer). The payment's
 * record says only what bKash confirmed; while bKash still calls it unfinished, the page repeats
 * what the browser reported (its own customer's account, which changes nothing on our side).
 */
export function paymentResultPage(
  payment: PaymentRow | undefined,
  dashboardUrl: string,
  reported?: BrowserReport,
  language: InterfaceLanguage = "en",
  /** The bundled Bengali font's `@font-face` rules, for a Bangla page (bengali-font.ts). */
  fontFaces = "",
) {
  const t = paymentResultTexts[language];
  const unfinished =
    payment?.status === "pending" && reported !== undefined && reported !== "success";
  const outcome =
    payment?.status === "success"
      ? {
          tone: "ok",
          mark: "✓",
          title: t.success.title(payment.credits, payment.amountBdt),
          text: t.success.text,
        }
      : unfinished && reported === "cancel"
        ? { tone: "bad", mark: "×", ...t.cancelledOnBkash }
        : unfinished
          ? { tone: "bad", mark: "!", ...t.failedOnBkash }
          : payment?.status === "pending"
            ? { tone: "wait", mark: "…", ...t.pending }
            : payment?.status === "cancelled"
              ? { tone: "bad", mark: "×", ...t.cancelled }
              : payment
                ? {
                    tone: "bad",
                    mark: "!",
                    title: t.failed.title,
                    text: t.failed.text(payment.failureReason),
                  }
                : { tone: "bad", mark: "!", ...t.invalidLink };
  // What the customer's tab should do: stop with success, stop with the seed's failure, or go on.
  const broadcast =
    payment?.status === "success"
      ? "success"
      : payment && (payment.status !== "pending" || unfinished)
        ? "failed"
        : "";
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${outcome.title} · Outsmart</title>
        <!-- raw: the template would escape the font names' quotes and void the rule. -->
        <style>
          ${raw(language === "bn" ? fontFaces + pageStyle : pageStyle)}
        </style>
      </head>
      <body data-payment-id="${payment?.id ?? ""}" data-outcome="${broadcast}">
        <main>
          <span class="mark ${outcome.tone}" aria-hidden="true">${outcome.mark}</span>
          <h1>${outcome.title}</h1>
          <p>${outcome.text}</p>
          <a href="${dashboardUrl}">${t.back}</a>
        </main>
        ${notifyTag}
      </body>
    </html>`;
}
