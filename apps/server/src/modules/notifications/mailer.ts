import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';

/** One e-mail, rendered. `headers` carries List-Unsubscribe; `messageId` is stable per event and recipient. */
export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers?: Record<string, string>;
};

export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * Where e-mail goes: SMTP through nodemailer when SMTP_URL is set; otherwise each message is
 * written as an .eml file to DATA_DIR/mail, which any mail client opens, and a line is logged
 * (the subject and file, never the address: logs hold no personal data).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // A new connection per message would cost a TLS handshake each; the pool keeps a few open.
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl.includes('?') ? config.smtpUrl : `${config.smtpUrl}?pool=true`);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const dir = join(config.dataDir, 'mail');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await builder.sendMail({ from: config.mailFrom, ...mail });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      // The folder is made when a write finds it missing, not before every message.
      await writeFile(file, info.message as Buffer).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        await mkdir(dir, { recursive: true });
        await writeFile(file, info.message as Buffer);
      });
      log.info({ file, subject: mail.subject }, 'mail: written to a file (no SMTP_URL)');
    },
    close: () => builder.close(),
  };
}

/** The process's mailer, made on first use from the configuration the jobs run with. */
let shared: { key: string; mailer: Mailer } | null = null;
export function mailerFor(config: Config, log: FastifyBaseLogger): Mailer {
  const key = `${config.smtpUrl ?? ''}|${config.dataDir}|${config.mailFrom}`;
  if (!shared || shared.key !== key) {
    shared?.mailer.close();
    shared = { key, mailer: createMailer(config, log) };
  }
  return shared.mailer;
}
