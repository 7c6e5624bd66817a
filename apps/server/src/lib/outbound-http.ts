import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Requests to addresses that people type or browsers hand us (webhook receivers, Web Push
 * endpoints) go out through here, so that they cannot reach the server's own network: loopback,
 * private ranges, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and
 * reserved ranges are refused — checked on the address actually connected to, after DNS, so a name
 * that resolves (or later re-resolves) to such an address is refused too. An operator whose
 * receivers live on the private network allows them with ALLOW_PRIVATE_NETWORK_TARGETS.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return !blocked.check(mapped[1]!, 'ipv4');
    return !blocked.check(address, 'ipv6');
  }
  return !blocked.check(address, 'ipv4');
}

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKEDADDRESS';
  constructor(host: string, address: string) {
    super(
      host === address
        ? `${address} is a private or reserved network address`
        : `${host} resolves to a private or reserved network address (${address})`,
    );
  }
}

/** dns.lookup, refusing names that resolve to any non-public address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((entry) => !isPublicAddress(entry.address));
    if (bad || addresses.length === 0)
      return callback(new BlockedAddressError(hostname, bad?.address ?? '?'), '', 0);
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export type TargetProblem = { host: string; kind: 'this_machine' | 'private_address' };

/**
 * Why `url` may not be sent to without resolving it (a literal private address or localhost), or
 * null. For checking an address when it is entered; the request itself checks again after DNS.
 */
export function literalTargetProblem(url: string): TargetProblem | null {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return { host, kind: 'this_machine' };
  if (isIP(host) && !isPublicAddress(host)) return { host, kind: 'private_address' };
  return null;
}

/** A TargetProblem in English, for logs and developers. */
export function describeTargetProblem(problem: TargetProblem): string {
  return problem.kind === 'this_machine'
    ? `${problem.host} is this machine`
    : new BlockedAddressError(problem.host, problem.host).message;
}

export type OutboundResponse = { status: number };

/**
 * POSTs `body` to `url` and answers the status (the response body is discarded). Redirects are
 * not followed. Throws BlockedAddressError for a non-public target unless `allowPrivateNetworks`,
 * and a TimeoutError when no answer comes within `timeoutMs`.
 */
export function postOutbound(
  url: string,
  options: {
    headers: Record<string, string>;
    body: string | Buffer;
    timeoutMs: number;
    allowPrivateNetworks: boolean;
    method?: string;
  },
): Promise<OutboundResponse> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateNetworks && isIP(host) && !isPublicAddress(host))
    return Promise.reject(new BlockedAddressError(host, host));
  const send = target.protocol === 'https:' ? https.request : http.request;
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method: options.method ?? 'POST',
      headers: { ...options.headers, 'content-length': String(body.length) },
      lookup: options.allowPrivateNetworks ? undefined : publicOnlyLookup,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    request.on('error', (error) =>
      reject(
        error.name === 'AbortError' && (error.cause as Error | undefined)?.name === 'TimeoutError'
          ? error.cause
          : error,
      ),
    );
    request.on('response', (response) => {
      resolve({ status: response.statusCode ?? 0 });
      // The body is not needed; a receiver still sending it when the time is up is cut off.
      response.on('error', () => undefined);
      response.resume();
    });
    request.end(body);
  });
}
