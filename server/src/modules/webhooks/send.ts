import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_HEADERS } from '../../../../contract/webhooks.ts';
import { addressesOf, parseEndpointUrl, type Resolve, type Resolved } from './address.ts';

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. */
export function signatureOf(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret)
    .update(`${String(unixSeconds)}.${body}`)
    .digest('hex');
  return `t=${String(unixSeconds)},v1=${mac}`;
}

/** What a receiver gets: the event's id, type, time and company around its data. */
export type DeliveryBody = { id: string; type: string; created_at: string; company_id: number; data: unknown };

export type SendOptions = {
  url: string;
  secret: string;
  body: DeliveryBody;
  /** When the delivery is signed (its clock's now). */
  at: Date;
  allowPrivate: boolean;
  timeoutMs: number;
  resolve: Resolve;
};

/** Connects to the addresses checked already, never to a second answer of the resolver. */
function pinnedLookup(addresses: Resolved[]): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

/** The work's result, or a rejection once `signal` aborts first (a resolver that hangs). */
function beforeAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('no answer in time'));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** A POST to an address an admin typed, through the guard: where, what, and how long it may take. */
export type GuardedPost = {
  url: string;
  headers: Record<string, string>;
  text: string;
  allowPrivate: boolean;
  timeoutMs: number;
  resolve: Resolve;
};

/**
 * POSTs `text` and answers the receiver's status. Refuses (AddressRefused) what the guard refuses, follows no
 * redirect (a 3xx is an answer like any other, and not a success), and gives up after `timeoutMs` for the whole
 * exchange, the name's resolution included. A network failure rejects. Webhook deliveries and the company's chat
 * channel both go out this way.
 */
export async function postGuarded(opts: GuardedPost): Promise<number> {
  const url = parseEndpointUrl(opts.url);
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const addresses = await beforeAbort(addressesOf(url, opts.allowPrivate, opts.resolve), signal);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      { method: 'POST', headers: opts.headers, signal, lookup: pinnedLookup(addresses) },
      (res) => {
        // The answer's body is not read: only its status counts.
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.text);
  });
}

/** POSTs one signed delivery through the guard and answers the receiver's status. */
export async function postSigned(opts: SendOptions): Promise<number> {
  const text = JSON.stringify(opts.body);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'perf-review-webhooks/1',
    [WEBHOOK_HEADERS.id]: opts.body.id,
    [WEBHOOK_HEADERS.type]: opts.body.type,
    [WEBHOOK_HEADERS.signature]: signatureOf(opts.secret, Math.floor(opts.at.getTime() / 1000), text),
  };
  return postGuarded({ ...opts, headers, text });
}
