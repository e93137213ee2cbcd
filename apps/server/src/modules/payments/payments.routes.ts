import {
  checkPaymentStatusRequestSchema,
  createPaymentRequestSchema,
  verifyPaymentRequestSchema,
} from "@outsmart/contracts/payments";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import { requestLanguage } from "../../lib/request-language.ts";
import { bengaliFontFaces } from "./bengali-font.ts";
import { requireViewer } from "../accounts/viewer.ts";
import {
  browserReport,
  paymentResultPage,
  paymentResultScriptHash,
} from "./payment-result-page.ts";
import type { PaymentsService } from "./payments.service.ts";

/** The seed's three payment functions (under /functions/v1), with its request and response fields. */
export function paymentFunctionsRoutes(deps: { payments: PaymentsService }) {
  return new Hono<AppEnv>()
    .post("/create-bkash-payment", async (c) => {
      const viewer = requireViewer(c);
      const body = await readJson(c, createPaymentRequestSchema);
      return c.json(
        await deps.payments.create(await viewer.profileId(), body.packageType, body.amount),
      );
    })
    .post("/verify-bkash-payment", async (c) => {
      const viewer = requireViewer(c);
      const body = await readJson(c, verifyPaymentRequestSchema);
      return c.json(
        await deps.payments.verify(await viewer.profileId(), body.paymentId, body.bkashPaymentId),
      );
    })
    .post("/check-payment-status", async (c) => {
      const viewer = requireViewer(c);
      const { paymentId } = await readJson(c, checkPaymentStatusRequestSchema);
      return c.json({
        success: true as const,
        payment: { status: await deps.payments.status(await viewer.profileId(), paymentId) },
      });
    });
}

/** GET /api/payments: the user's own payments for the profile page. */
export function paymentsRoutes(deps: { payments: PaymentsService }) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json({ payments: await deps.payments.list(await requireViewer(c).profileId()) }),
  );
}

/**
 * GET /payments/bkash/callback: where bKash sends the customer's browser back. It is a page, not an
 * API: it completes (or queries) the payment and tells the customer the outcome.
 */
export function paymentCallbackRoutes(deps: {
  payments: PaymentsService;
  dashboardUrl: string;
  /** The built web app, whose Bengali font the Bangla page uses (absent in some tests). */
  webBuildDir?: string;
}) {
  const fontFaces = deps.webBuildDir ? bengaliFontFaces(deps.webBuildDir) : () => "";
  return new Hono<AppEnv>().get("/", async (c) => {
    const payment = await deps.payments.handleCallback(
      {
        paymentId: c.req.query("paymentId"),
        paymentID: c.req.query("paymentID"),
        status: c.req.query("status"),
      },
      c.req.raw.signal,
    );
    // In the visitor's interface language: the `lang` cookie, else Accept-Language (docs/i18n.md).
    const language = requestLanguage(c.req.raw.headers);
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; style-src 'unsafe-inline'; ${language === "bn" ? "font-src 'self'; " : ""}script-src '${paymentResultScriptHash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    );
    c.header("Vary", "Cookie, Accept-Language");
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(
      paymentResultPage(
        payment,
        deps.dashboardUrl,
        browserReport(c.req.query("status")),
        language,
        language === "bn" ? fontFaces() : "",
      ),
      payment ? 200 : 400,
    );
  });
}
