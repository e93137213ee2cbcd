import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../../lib/logger.ts";

export type OutgoingMessage =
  | { channel: "email"; to: string; subject: string; text: string; html?: string }
  | { channel: "sms"; to: string; text: string };

export type StoredMessage = OutgoingMessage & { id: string; sentAt: string };

export type Messenger = {
  send: (message: OutgoingMessage) => Promise<void>;
  /** Messages kept in the local outbox, newest first (empty when everything went out by SMTP/SMS). */
  outbox: () => Promise<StoredMessage[]>;
};

/**
 * Sends e-mail through SMTP when SMTP_URL is set. Everything else (e-mail without SMTP, and SMS,
 * for which no gateway is built in) goes to an outbox: one JSON file per message in
 * DATA_DIR/outbox plus a log line, so every account flow works on a fresh machine. Outside
 * production the outbox is also readable at /dev/outbox.
 */
export function createMessenger(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
  outboxUrl: string | undefined;
}): Messenger {
  const smtpUrl = options.smtpUrl;
  // nodemailer is loaded with the first e-mail, not with the server (ADR 0091).
  let transporter: Promise<Transporter> | undefined;
  const transport = smtpUrl
    ? () =>
        (transporter ??= import("nodemailer").then((nodemailer) =>
          nodemailer.default.createTransport(smtpUrl),
        ))
    : undefined;

  async function keep(message: OutgoingMessage): Promise<void> {
    const stored: StoredMessage = {
      ...message,
      id: randomUUID(),
      sentAt: new Date().toISOString(),
    };
    await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    const file = path.join(
      options.outboxDir,
      `${stored.sentAt.replace(/[:.]/g, "-")}-${stored.channel}-${stored.id}.json`,
    );
    await fs.writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    const where = options.outboxUrl ? `open ${options.outboxUrl}` : `see ${file}`;
    options.logger.info(
      // Not the address: no personal data in logs.
      {
        channel: message.channel,
        subject: message.channel === "email" ? message.subject : undefined,
      },
      `Message kept in the outbox (${where})`,
    );
  }

  return {
    send: async (message) => {
      if (message.channel === "email" && transport) {
        await (
          await transport()
        ).sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        return;
      }
      await keep(message);
    },
    outbox: async () => {
      let files: string[];
      try {
        files = (await fs.readdir(options.outboxDir)).filter((file) => file.endsWith(".json"));
      } catch {
        return [];
      }
      const messages = await Promise.all(
        files.map(
          async (file) =>
            JSON.parse(
              await fs.readFile(path.join(options.outboxDir, file), "utf8"),
            ) as StoredMessage,
        ),
      );
      return messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
    },
  };
}

/**
 * `send` for flows whose answer must not depend on delivery (sign-up, reset): a message that
 * could not go out is logged, never thrown, so a mail server's failure neither breaks the flow nor
 * tells the caller anything about the address.
 */
export function sendWithoutFailing(messenger: Messenger, logger: Logger) {
  return (message: OutgoingMessage): Promise<void> =>
    messenger
      .send(message)
      .catch((error: unknown) =>
        logger.error({ err: error, channel: message.channel }, "Could not send a message"),
      );
}
