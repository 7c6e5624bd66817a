import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedAddressError,
  describeTargetProblem,
  isPublicAddress,
  literalTargetProblem,
  postOutbound,
} from './outbound-http.js';

describe('which addresses outbound requests may reach', () => {
  it('refuses loopback, private, link-local, shared, multicast and reserved addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '172.32.0.1', '13.235.1.1', '2001:4860:4860::8888'])
      expect(isPublicAddress(address), address).toBe(true);
    expect(isPublicAddress('example.com')).toBe(false);
  });

  it('names the problem with an address typed in, before anything is sent', () => {
    const described = (url: string) => {
      const problem = literalTargetProblem(url);
      return problem && describeTargetProblem(problem);
    };
    expect(described('http://localhost:8080/hook')).toBe('localhost is this machine');
    expect(described('http://169.254.169.254/latest/meta-data')).toBe(
      '169.254.169.254 is a private or reserved network address',
    );
    expect(described('http://[::1]:3000/')).toBe('::1 is a private or reserved network address');
    expect(literalTargetProblem('https://hooks.example.com/ias')).toBeNull();
  });
});

describe('postOutbound', () => {
  let receiver: Server;
  let port: number;
  const received: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        response.writeHead(request.url === '/slow' ? 200 : 204);
        if (request.url !== '/slow') return response.end();
        response.flushHeaders();
        setTimeout(() => response.end('late'), 2000);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  const post = (url: string, allowPrivateNetworks: boolean) =>
    postOutbound(url, {
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
      timeoutMs: 1000,
      allowPrivateNetworks,
    });

  it('does not connect to a private address, given as a literal or as a name resolving to one', async () => {
    await expect(post(`http://127.0.0.1:${port}/hook`, false)).rejects.toThrow(
      new BlockedAddressError('127.0.0.1', '127.0.0.1'),
    );
    // A name: refused after DNS, on the address it resolves to.
    await expect(post(`http://localhost:${port}/hook`, false)).rejects.toThrow(
      /localhost resolves to a private or reserved network address \((127\.0\.0\.1|::1)\)/,
    );
    expect(received).toEqual([]);
  });

  it('sends when private targets are allowed, and gives up on a receiver that does not answer', async () => {
    expect(await post(`http://localhost:${port}/hook`, true)).toEqual({ status: 204 });
    expect(received).toEqual(['hello']);
    // Headers arrive at once: the status is known although the body is still coming.
    expect(await post(`http://127.0.0.1:${port}/slow`, true)).toEqual({ status: 200 });
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await expect(
        post(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, true),
      ).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
