import { type Context, Hono } from "hono";
import type { CheckoutFlow, CheckoutSubmission, CheckoutView } from "./checkout-flow.ts";
import type { CheckoutStep, SandboxPayment } from "./payment-book.ts";
import { testOtp, testPin, testWallets } from "./test-wallets.ts";

/**
 * The hosted payment page (what `bkashURL` opens): plain server-rendered HTML forms, no
 * JavaScript at all, so it works under a CSP without 'unsafe-inline' scripts. Every step posts
 * back to `checkout` (relative, so the page works wherever the sandbox is mounted).
 */

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f6f6f8;color:#1f1f24;line-height:1.45}
.banner{background:#1f1f24;color:#fff;text-align:center;font-weight:700;letter-spacing:.04em;padding:.55rem 1rem;font-size:.9rem}
main{max-width:26rem;margin:1.25rem auto;padding:0 1rem}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);overflow:hidden}
.brand{background:#E2136E;color:#fff;padding:1rem 1.25rem}
.brand h1{font-size:1.5rem;letter-spacing:.02em;margin:0}
.brand span{display:block;font-size:.85rem;opacity:.9}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0;padding:1rem 1.25rem;border-bottom:1px solid #eee;font-size:.92rem}
.summary dt{color:#666}
.summary dd{margin:0;text-align:right;word-break:break-all}
.amount{font-size:1.2rem;font-weight:700;color:#E2136E}
.steps{display:flex;list-style:none;margin:0;padding:.75rem 1.25rem 0;gap:.5rem;font-size:.8rem;color:#888}
.steps li{flex:1;border-top:3px solid #e5e5e5;padding-top:.3rem}
.steps li[aria-current="step"]{border-color:#E2136E;color:#E2136E;font-weight:600}
form{padding:1rem 1.25rem 1.25rem}
.message h2{font-size:1.15rem;margin:0 0 .75rem}
label{display:block;font-weight:600;margin-bottom:.4rem}
input[type=tel],input[type=password],input[type=text]{width:100%;font-size:1.15rem;padding:.7rem .8rem;border:1.5px solid #ccc;border-radius:8px;letter-spacing:.08em}
input:focus{outline:3px solid rgba(226,19,110,.35);border-color:#E2136E}
.hint{color:#555;font-size:.85rem;margin:.5rem 0 0}
.notice{background:#eef7ee;border-left:4px solid #2e7d32;padding:.5rem .75rem;margin:0 0 1rem;font-size:.9rem}
.error{background:#fdecef;border-left:4px solid #c62828;color:#8e1b1b;padding:.5rem .75rem;margin:0 0 1rem;font-size:.9rem}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}
button{flex:1;font-size:1rem;font-weight:600;padding:.75rem;border-radius:8px;border:2px solid #E2136E;cursor:pointer}
.confirm{background:#E2136E;color:#fff}
.cancel{background:#fff;color:#E2136E}
.message{padding:1.25rem}
.help{margin-top:1.25rem;font-size:.88rem;background:#fff;border-radius:12px;padding:1rem 1.25rem;box-shadow:0 2px 10px rgba(0,0,0,.05)}
.help h2{font-size:1rem;margin:0 0 .5rem}
.help table{width:100%;border-collapse:collapse}
.help th,.help td{text-align:left;padding:.3rem .75rem .3rem 0;border-bottom:1px solid #f0f0f0}
.help code{font-size:.95em}
`;

const stepTitles: Record<CheckoutStep, string> = {
  wallet: "Account number",
  otp: "Verification code",
  pin: "PIN",
};

const outcomeTexts = {
  success: "Pays successfully",
  "insufficient-balance": "Fails: insufficient balance (2023)",
  "debit-block": "Fails: debit blocked (2037)",
} as const;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · bKash sandbox</title>
<style>${styles}</style>
</head>
<body>
<div class="banner" role="note">SANDBOX — no real money moves</div>
<main>
${content}
${helpSection()}
</main>
</body>
</html>
`;
}

function helpSection(): string {
  const rows = testWallets
    .map(
      (wallet) =>
        `<tr><td><code>${wallet.number}</code></td><td>${outcomeTexts[wallet.outcome]}</td></tr>`,
    )
    .join("");
  return `<section class="help" aria-labelledby="test-data">
<h2 id="test-data">Sandbox test data</h2>
<table><thead><tr><th scope="col">Wallet</th><th scope="col">Result</th></tr></thead><tbody>${rows}</tbody></table>
<p>Verification code (OTP): <code>${testOtp}</code> · PIN: <code>${testPin}</code></p>
</section>`;
}

function summary(payment: SandboxPayment): string {
  return `<dl class="summary">
<dt>Amount</dt><dd class="amount">৳${escapeHtml(payment.amount)}</dd>
<dt>Invoice</dt><dd>${escapeHtml(payment.merchantInvoiceNumber)}</dd>
<dt>Payment ID</dt><dd>${escapeHtml(payment.paymentId)}</dd>
</dl>`;
}

function brand(): string {
  return `<header class="brand"><h1>bKash</h1><span>Tokenized Checkout · sandbox</span></header>`;
}

function stepField(payment: SandboxPayment, step: CheckoutStep): string {
  if (step === "wallet") {
    // bKash pre-fills the number when the merchant's payerReference is a wallet number.
    const prefill = /^01\d{9}$/.test(payment.payerReference) ? payment.payerReference : "";
    return `<label for="wallet">Your bKash account number</label>
<input id="wallet" name="wallet" type="tel" inputmode="numeric" autocomplete="tel" maxlength="14" placeholder="01XXXXXXXXX" value="${escapeHtml(prefill)}" required autofocus>
<p class="hint">Enter the 11-digit number of your bKash wallet.</p>`;
  }
  if (step === "otp")
    return `<label for="otp">Verification code</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
<p class="hint">Enter the 6-digit code sent to your phone by SMS.</p>`;
  return `<label for="pin">bKash PIN</label>
<input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="5" required autofocus>
<p class="hint">Enter your 5-digit PIN to confirm the payment.</p>`;
}

function renderStep(view: Extract<CheckoutView, { kind: "step" }>): string {
  const { payment, step } = view;
  const steps = (Object.keys(stepTitles) as CheckoutStep[])
    .map(
      (name) =>
        `<li${name === step ? ' aria-current="step"' : ""}>${escapeHtml(stepTitles[name])}</li>`,
    )
    .join("");
  const notice = view.notice ? `<p class="notice">${escapeHtml(view.notice)}</p>` : "";
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : "";
  // Confirm comes first so that pressing Enter confirms rather than cancels.
  return layout(
    stepTitles[step],
    `<div class="card">
${brand()}
${summary(payment)}
<ol class="steps">${steps}</ol>
<form method="post" action="checkout">
<input type="hidden" name="paymentId" value="${escapeHtml(payment.paymentId)}">
<input type="hidden" name="hash" value="${escapeHtml(payment.hash)}">
<input type="hidden" name="step" value="${step}">
${notice}${error}
${stepField(payment, step)}
<div class="actions">
<button type="submit" name="action" value="confirm" class="confirm">Confirm</button>
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
</div>
</form>
</div>`,
  );
}

function renderMessage(title: string, text: string, payment?: SandboxPayment): string {
  return layout(
    title,
    `<div class="card">
${brand()}
${payment ? summary(payment) : ""}
<div class="message" role="status"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p></div>
</div>`,
  );
}

/**
 * No scripts, no framing, forms only to the page itself and to the merchant's callback origin
 * (browsers apply form-action to the redirect that ends the flow). Inline styles are allowed.
 */
function contentSecurityPolicy(payment: SandboxPayment | undefined): string {
  const formTargets = ["'self'"];
  if (payment) formTargets.push(new URL(payment.callbackURL).origin);
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formTargets.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

function render(c: Context, view: CheckoutView): Response {
  if (view.kind === "redirect") return c.redirect(view.url, 302);
  const payment = view.kind === "not-found" ? undefined : view.payment;
  c.header("Content-Security-Policy", contentSecurityPolicy(payment));
  c.header("Cache-Control", "no-store");
  // The page address carries the payment's hash; keep it out of other sites' logs.
  c.header("Referrer-Policy", "no-referrer");
  if (view.kind === "not-found")
    return c.html(
      renderMessage("Payment not found", "This payment link is not valid. Check the address."),
      404,
    );
  if (view.kind === "closed")
    return c.html(renderMessage("Payment unavailable", view.reason, view.payment), 410);
  return c.html(renderStep(view), 200);
}

function field(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  return typeof value === "string" ? value : undefined;
}

export function createCheckoutPage(flow: CheckoutFlow): Hono {
  const app = new Hono();
  app.get("/checkout", async (c) => {
    const paymentId = c.req.query("paymentId") ?? c.req.query("paymentID");
    return render(c, await flow.show(paymentId, c.req.query("hash")));
  });
  app.post("/checkout", async (c) => {
    const form = await c.req.parseBody();
    const submission: CheckoutSubmission = {
      action: field(form, "action") === "cancel" ? "cancel" : "confirm",
      step: field(form, "step"),
      wallet: field(form, "wallet"),
      otp: field(form, "otp"),
      pin: field(form, "pin"),
    };
    return render(c, await flow.submit(field(form, "paymentId"), field(form, "hash"), submission));
  });
  return app;
}
