import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type CaughtMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** A header's raw value as sent (mailparser reads List-* headers into objects of its own). */
  header(name: string): string | undefined;
};

/**
 * A real SMTP server on loopback that keeps what it receives, parsed. `refuse(n)` makes it answer
 * the next n messages with a temporary failure (451), as a busy server would.
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals--;
        const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const header = (name: string) => {
            const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
            return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
          };
          mails.push({ to: to?.value[0]?.address ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', messageId: parsed.messageId ?? '', header });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse: (n: number) => {
      refusals = n;
    },
    to: (address: string) => mails.filter((m) => m.to.toLowerCase() === address.toLowerCase()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
