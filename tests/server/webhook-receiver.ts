import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got: its path, headers and raw body. */
export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * The README's check of a delivery: the signature header `t=<unix seconds>,v1=<hex>` must carry the HMAC-SHA256
 * of `<t>.<body>` with the endpoint's secret. (A receiver would also refuse an old `t`, against replays.)
 */
export function verifyWebhook(secret: string, signature: string, body: string): boolean {
  const parts = new Map(
    signature.split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
  const t = parts.get('t') ?? '';
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A local webhook receiver (node:http on 127.0.0.1): keeps every request and answers each with the next
 * scripted status, 200 once the script is used up.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly script: number[] = [];
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = this.script.shift() ?? 200;
      res.end('ok');
    });
  });

  /** Starts listening on a free port of 127.0.0.1. */
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  /** The URL of `path` on this receiver. */
  url(path = '/hook'): string {
    return `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}${path}`;
  }

  /** The statuses of the next answers, in order. */
  answer(...statuses: number[]): void {
    this.script.push(...statuses);
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
