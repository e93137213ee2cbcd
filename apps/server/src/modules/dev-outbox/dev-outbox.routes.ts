import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../../http/app-env.ts";
import type { Messenger } from "../../integrations/email/messenger.ts";
import { AppError } from "../../lib/app-error.ts";
import { isLoopbackAddress, socketPeer } from "../../lib/client-ip.ts";

const linkify = (text: string) =>
  text
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * GET /dev/outbox: the e-mails and SMS that were kept instead of sent, so sign-up, verification and
 * reset flows can be completed on a machine with no mail server. The messages hold sign-in and
 * password-reset links, so the page answers only requests from this machine (the socket's peer is
 * a loopback address; no header can claim that), and is never mounted in production.
 */
export function devOutboxRoutes(deps: { messenger: Messenger }) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!isLoopbackAddress(socketPeer(c)))
        throw new AppError("NOT_FOUND", "There is nothing at this address.");
      return next();
    })
    .get("/outbox.json", async (c) => c.json({ messages: await deps.messenger.outbox() }))
    .get("/outbox", async (c) => {
      const messages = await deps.messenger.outbox();
      c.header(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
      return c.html(
        html`<!doctype html>
          <html lang="en">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <title>Outbox · Outsmart (development)</title>
              <style>
                body {
                  font-family: system-ui, sans-serif;
                  max-width: 760px;
                  margin: 2rem auto;
                  padding: 0 1rem;
                  color: #0f172a;
                }
                article {
                  border: 1px solid #e2e8f0;
                  border-radius: 12px;
                  padding: 1rem 1.25rem;
                  margin: 1rem 0;
                }
                pre {
                  white-space: pre-wrap;
                  font-family: inherit;
                }
                .meta {
                  color: #475569;
                  font-size: 0.9rem;
                }
              </style>
            </head>
            <body>
              <h1>Outbox</h1>
              <p class="meta">
                Messages Outsmart would have sent. Set SMTP_URL to deliver e-mail for real. This
                page does not exist in production.
              </p>
              ${messages.length === 0 ? html`<p>No messages yet.</p>` : ""}
              ${messages.map(
                (message) =>
                  html`<article>
                    <p class="meta">
                      ${message.channel === "email" ? "E-mail" : "SMS"} to
                      <strong>${message.to}</strong> · ${message.sentAt}
                    </p>
                    ${message.channel === "email" ? html`<h2>${message.subject}</h2>` : ""}
                    <pre>${raw(linkify(message.text))}</pre>
                  </article>`,
              )}
            </body>
          </html>`,
      );
    });
}
