import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Config } from '../../config.ts';

/** A file sent with a mail (a deadline's .ics). */
export type MailAttachment = { filename: string; content: string; contentType: string };

export type MailMessage = { to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] };

/** Where mail goes out. A send that resolves was taken by the mail server; one that rejects is retried later. */
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  close(): void;
}

/** How long a mail server may take to answer: a server that is down fails the send fast and it is retried later. */
const CONNECT_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** A few connections kept open carry hundreds of mails a second to a nearby server. */
const POOL_CONNECTIONS = 5;
const MESSAGES_PER_CONNECTION = 1000;

/**
 * Opens a plain connection with Nagle's algorithm off. SMTP is a conversation of small writes (the body's
 * last chunk, then the terminating dot), and a delayed ACK held each message some 40 ms: off, a single
 * connection carries hundreds of mails a second instead of about twenty. The socket is handed over while it
 * connects, so that a refused or silent server fails the send the way nodemailer's own socket would (its
 * error handlers and greeting timeout). Implicit TLS (smtps://) is left to nodemailer's own socket.
 */
function plainSocket(
  options: SMTPPool.Options,
  callback: (err: Error | null, socketOptions: { connection: Socket } | false) => void,
): void {
  if (options.secure || !options.host || !options.port) {
    callback(null, false);
    return;
  }
  callback(null, { connection: connect({ host: options.host, port: options.port, noDelay: true }) });
}

/**
 * The SMTP mailer of `config.mail`, or null without `SMTP_URL`: then mail is kept in the outbox as it would
 * have gone out. Options in the URL's query (`?pool=false`, `?secure=true`) override the defaults here.
 */
export function smtpMailer(mail: Config['mail']): Mailer | null {
  if (!mail.smtpUrl) return null;
  const transport = nodemailer.createTransport(
    new SMTPPool({
      url: mail.smtpUrl,
      pool: true,
      maxConnections: POOL_CONNECTIONS,
      maxMessages: MESSAGES_PER_CONNECTION,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      getSocket: plainSocket,
    }),
    { from: mail.from },
  );
  return {
    async send(msg) {
      await transport.sendMail({
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments,
      });
    },
    close() {
      transport.close();
    },
  };
}
