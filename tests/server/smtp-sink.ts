import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the mail server received it, parsed back: the envelope's recipients and the parsed mail. */
export type Received = { to: string[]; mail: ParsedMail };

/**
 * A real SMTP server on 127.0.0.1 for the tests: it accepts every message and parses it with mailparser.
 * `stop()` closes it (a mail server that is down); `start()` brings it back on the same port.
 */
export class SmtpSink {
  readonly received: Received[] = [];
  private server: SMTPServer | null = null;
  private boundPort = 0;

  get port(): number {
    return this.boundPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.boundPort}`;
  }

  async start(port = this.boundPort): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      closeTimeout: 50,
      logger: false,
      onData: (stream, session, callback) => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(stream)
          .then((mail) => {
            this.received.push({ to, mail });
            callback();
          })
          .catch((err: unknown) => {
            callback(err instanceof Error ? err : new Error(String(err)));
          });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        resolve();
      });
    });
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('the SMTP sink has no TCP address');
    this.boundPort = address.port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }

  /** Forgets what was received so far. */
  clear(): void {
    this.received.length = 0;
  }

  /** The messages sent to an address. */
  to(address: string): Received[] {
    return this.received.filter((r) => r.to.includes(address));
  }
}

/** A port nothing listens on: a mail server that is down. */
export async function closedPort(): Promise<number> {
  const sink = new SmtpSink();
  await sink.start(0);
  const port = sink.port;
  await sink.stop();
  return port;
}
