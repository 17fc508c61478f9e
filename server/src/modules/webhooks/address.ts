import ipaddr from 'ipaddr.js';
import { lookup } from 'node:dns/promises';
import type { ErrorCode } from '../../../../contract/errors/index.ts';

/**
 * The server-side request forgery guard. A webhook makes this server send a request to an address an admin
 * typed; without a guard, that address could be the server itself or a machine of its private network (a
 * database, a cloud's metadata service at 169.254.169.254) that the internet cannot reach. So an endpoint
 * must resolve to public addresses only, checked when it is saved and again at every delivery (a name can
 * point elsewhere later), and the request goes to the very addresses checked. A company whose receivers are
 * on its own network turns the check off in its webhook settings.
 */

/** The ranges an endpoint may not reach (ipaddr.js names), IPv4-mapped IPv6 addresses read as IPv4. */
const REFUSED = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'loopback',
  'private',
  'linkLocal',
  'uniqueLocal',
  'carrierGradeNat',
  'deprecatedSiteLocal',
]);

export type Resolved = { address: string; family: 4 | 6 };
/** The addresses of a host name (the system's resolver by default; tests give their own). */
export type Resolve = (host: string) => Promise<Resolved[]>;

export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, order: 'verbatim' })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Whether an address is loopback, private, link-local, unique-local, CGNAT, unspecified or multicast. */
export function isPrivateAddress(address: string): boolean {
  return REFUSED.has(ipaddr.process(address).range());
}

/** An address the guard refuses, with the catalogue's code and, where there is one, the address. */
export class AddressRefused extends Error {
  constructor(
    readonly code: Extract<ErrorCode, `webhook_url_${string}` | 'invalid_format'>,
    readonly address = '',
  ) {
    super(address ? `${code}: ${address}` : code);
  }
}

/** The URL of an endpoint, or AddressRefused: only http and https. */
export function parseEndpointUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('invalid_format');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AddressRefused('webhook_url_scheme');
  return url;
}

/**
 * The addresses a request to `url` may connect to: the host's, every one of them public unless `allowPrivate`
 * (a name with one private address among public ones is refused: the connection could take any of them).
 */
export async function addressesOf(url: URL, allowPrivate: boolean, resolve: Resolve): Promise<Resolved[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Resolved[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new AddressRefused('webhook_url_unresolvable');
    }
  }
  if (!addresses.length) throw new AddressRefused('webhook_url_unresolvable');
  const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
  if (refused) throw new AddressRefused('webhook_url_private', refused.address);
  return addresses;
}
