import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProofExempt, isPublicAddress, NotPublicAddress, publicOnlyFetch } from './domain-proof.js';

/**
 * The file check's guard (decision 099): the host an administrator names must not make the server
 * knock on its own loopback or a private network. A real server listens on 127.0.0.1 to be refused.
 */
let server: http.Server;
let port: number;
let hits = 0;
beforeAll(async () => {
  server = http.createServer((_req, res) => {
    hits++;
    res.end('token');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('publicOnlyFetch', () => {
  it('refuses loopback by address and by name before connecting', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/x`,
      `http://localhost:${port}/x`,
      `http://[::1]:${port}/x`,
    ]) {
      await expect(publicOnlyFetch(new URL(url), {}), url).rejects.toBeInstanceOf(NotPublicAddress);
    }
    expect(hits).toBe(0);
  });

  it('tells public addresses from loopback, private, link-local (cloud metadata) and mapped ones', () => {
    expect(['8.8.8.8', '93.184.216.34', '2606:4700::1111'].map(isPublicAddress)).toEqual([true, true, true]);
    const inside = [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ];
    const inside6 = ['::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip'];
    expect([...inside, ...inside6].filter(isPublicAddress)).toEqual([]);
  });
});

describe('isProofExempt', () => {
  it('exempts only hosts kept for local development', () => {
    expect(
      ['localhost', 'chat.localhost', '127.0.0.1', '127.0.0.9', 'school-a.test', '::1'].every(isProofExempt),
    ).toBe(true);
    expect(
      ['learn.school.example', 'localhost.example.com', 'test', 'mytest', '128.0.0.1', '10.0.0.1'].some(
        isProofExempt,
      ),
    ).toBe(false);
  });
});
