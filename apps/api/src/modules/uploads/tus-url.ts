/**
 * The one place a tus request's upload id comes from (issue 25, decision 094), for both tus
 * endpoints (the chat's, the media library's). The route reads it from the URL, authorises that
 * id, and hands tus that very id (`getFileIdFromRequest`): @tus/server's own reading takes the
 * last `/`-separated part of the whole URL, query string included, so `<own id>?x=/<other id>`
 * was authorised as one upload and acted on as another.
 */

/** A tus id: 32 hex digits, the server's own choice (@tus/server's default naming). */
const ID = /^[0-9a-f]{32}$/;

/** What a tus URL names: its endpoint (creation), one upload, or nothing we serve (null). */
export type TusTarget = { upload: null } | { upload: string };

/**
 * The target of a request's URL as it came (Node's `req.url`: path and query, nothing decoded).
 * Only the two shapes tus itself makes are taken: the endpoint, and the endpoint, `/`, an id
 * (the Location of a creation, `tusUrl`). Anything more (a query string, which tus never needs;
 * another segment; a trailing slash; an encoded character) names nothing.
 */
export function tusTargetOf(url: string, endpoint: string): TusTarget | null {
  if (url === endpoint) return { upload: null };
  const prefix = `${endpoint}/`;
  if (!url.startsWith(prefix)) return null;
  const id = url.slice(prefix.length);
  return ID.test(id) ? { upload: id } : null;
}

/** The URL of an upload (tus `generateUrl`, the creation's Location): what `tusTargetOf` reads back. */
export const tusUrl = (endpoint: string, id: string) => `${endpoint}/${id}`;

/** The web Request tus hands its hooks: srvx keeps Node's request on it. */
export type TusWebRequest = { runtime?: { node?: { req: object } } };

/**
 * What the route established about a request before handing it to tus: who sends it and which
 * upload it may act on. tus's hooks and its id reading look it up by the request.
 */
export class TusRequests<Who> {
  readonly #of = new WeakMap<object, { who: Who; upload: string | null }>();

  set(raw: object, who: Who, upload: string | null) {
    this.#of.set(raw, { who, upload });
  }

  #get(req: TusWebRequest) {
    const raw = req.runtime?.node?.req;
    return raw ? this.#of.get(raw) : undefined;
  }

  who(req: TusWebRequest): Who {
    const known = this.#get(req);
    if (!known) throw new Error('a tus request that its route did not authorise');
    return known.who;
  }

  /** The authorised upload's id; undefined (tus answers 404) when the route named none. */
  upload(req: TusWebRequest): string | undefined {
    return this.#get(req)?.upload ?? undefined;
  }
}
