import { CookieJar } from 'tough-cookie';

export interface BrowseResult {
  /** Where the browser was sent last (not fetched): our successUrl or cancelUrl. */
  landed: URL | null;
  /** The last answer when the walk ended on a page rather than a redirect. */
  status: number;
  body: string;
  /** Every address visited, in order. */
  visited: URL[];
}

/**
 * A minimal browser over real HTTP: a cookie jar, redirects followed by hand, and the
 * provider's development sign-in and consent forms filled in. The walk stops before
 * fetching an address that `stopAt` accepts (the app's pages are not part of the test).
 */
export function createBrowser() {
  const jar = new CookieJar();

  async function request(url: URL, init: { method?: string; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { cookie: await jar.getCookieString(url.toString()) };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) await jar.setCookie(cookie, url.toString());
    return res;
  }

  async function browse(
    start: string | URL,
    opts: { stopAt: (url: URL) => boolean; login?: string; abort?: boolean; stopAtCallback?: boolean },
  ): Promise<BrowseResult> {
    const visited: URL[] = [];
    let url = new URL(start);
    let form: Record<string, string> | undefined;
    for (let hop = 0; hop < 20; hop++) {
      if (opts.stopAt(url)) return { landed: url, status: 0, body: '', visited };
      if (opts.stopAtCallback && url.pathname.endsWith('/callback'))
        return { landed: url, status: 0, body: '', visited };
      visited.push(url);
      const res = await request(url, form ? { method: 'POST', form } : {});
      form = undefined;
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      const body = await res.text();
      const interaction = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
      if (res.status === 200 && interaction) {
        if (body.includes('name="prompt" value="login"')) {
          if (opts.abort) {
            url = new URL(`${url.pathname}/abort`, url);
            continue;
          }
          form = { prompt: 'login', login: opts.login ?? 'someone', password: 'any' };
        } else {
          form = { prompt: 'consent' };
        }
        continue;
      }
      return { landed: null, status: res.status, body, visited };
    }
    throw new Error('too many hops');
  }

  return { jar, request, browse };
}
