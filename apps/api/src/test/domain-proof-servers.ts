import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2, { type Resource } from 'dns2';
import type { DomainProofDeps } from '../modules/console/brand/domain-proof.js';

/**
 * The outside world of proof of control (decision 099), on 127.0.0.1 for tests: a real DNS server
 * answering TXT records, and a real HTTP server answering each claimed host's files. The proof's
 * `fetch` sends a request for `http://<host>/…` to the local server and names the host in
 * `x-claimed-host` (fetch does not let a caller set `Host`); `https://` is not served, as by a
 * host without TLS.
 */
export async function startProofServers() {
  /** Each name's TXT records; a record given as a list is sent as that many character-strings. */
  const txt = new Map<string, (string | string[])[]>();
  const dnsServer = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const records = question && question.type === dns2.Packet.TYPE.TXT ? txt.get(question.name) : undefined;
      if (!question || !records) response.header.rcode = 3; // NXDOMAIN
      for (const data of records ?? []) {
        response.answers.push({
          name: question!.name,
          type: dns2.Packet.TYPE.TXT,
          class: dns2.Packet.CLASS.IN,
          ttl: 60,
          data,
          // dns2's encoder takes a plain record (its README's way); its types ask for a parsed one.
        } as unknown as Resource);
      }
      void send(response);
    },
  });
  const dnsAddress = await dnsServer.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([`127.0.0.1:${dnsAddress.udp!.port}`]);

  /** What `<host><path>` answers: a status, headers and a body. */
  type Answer = { status?: number; headers?: Record<string, string>; body?: string | Buffer };
  const files = new Map<string, Answer>();
  const requests: string[] = [];
  const httpServer = http.createServer((req, res) => {
    const key = `${req.headers['x-claimed-host']}${req.url}`;
    requests.push(key);
    const answer = files.get(key);
    res.writeHead(
      answer?.status ?? (answer ? 200 : 404),
      answer?.headers ?? { 'content-type': 'text/plain' },
    );
    res.end(answer?.body ?? (answer ? '' : 'Not Found'));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;

  const deps: DomainProofDeps = {
    resolveTxt: (name) => resolver.resolveTxt(name),
    fetch: async (url, init) => {
      if (url.protocol !== 'http:') throw new TypeError('fetch failed');
      const local = new URL(url.pathname + url.search, `http://127.0.0.1:${port}`);
      return fetch(local, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-claimed-host': url.host },
      });
    },
  };
  return {
    deps,
    txt,
    files,
    requests,
    async close() {
      await dnsServer.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}
export type ProofServers = Awaited<ReturnType<typeof startProofServers>>;
