import {
  API_BASE,
  type AppType,
  type Language,
  SOCIAL_STATE_TTL_MS,
  type SocialAction,
  type SocialErrorCode,
  type SocialNetwork,
} from '@cp/contract';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  AccountBlocked,
  isUniqueViolation,
  liveSessionByHash,
  openSession,
  type SignInContext,
  userOfSchool,
} from '../auth/index.js';
import { authorizationUrl, newFlowSecrets, socialIdOf } from './social.oidc.js';
import { type ReturnParams, returnUrl } from './social.redirect.js';
import {
  findClient,
  findLink,
  findState,
  insertState,
  linkNetwork,
  type SocialClientRow,
  type SocialStateRow,
  useState,
} from './social.repository.js';

export interface StartInput {
  projectId: number;
  network: SocialNetwork;
  action: SocialAction;
  origin: string;
  successUrl: string;
  cancelUrl: string;
  lang: Language;
  /** For a link: the signed-in learner and the hash of the session token that asked. */
  userId?: number;
  sessionTokenHash?: string;
  /** The browser's binding secret (cookie), reused when it already has one. */
  binding: string;
  appType: AppType;
}

export function callbackUri(origin: string, network: SocialNetwork) {
  return `${origin}${API_BASE}/auth/social/${network}/callback`;
}

export function clientOf(db: Db, projectId: number, network: SocialNetwork) {
  return findClient(db, projectId, network);
}

/** Records the flow and answers the provider's authorization address to redirect to. */
export async function startFlow(db: Db, client: SocialClientRow, input: StartInput): Promise<string> {
  const secrets = newFlowSecrets();
  const redirectUri = callbackUri(input.origin, input.network);
  const url = await authorizationUrl(client, secrets, redirectUri);
  await insertState(db, {
    projectId: input.projectId,
    stateHash: hashToken(secrets.state),
    bindingHash: hashToken(input.binding),
    network: input.network,
    action: input.action,
    userId: input.userId ?? null,
    sessionTokenHash: input.sessionTokenHash ?? null,
    appType: input.appType,
    codeVerifier: secrets.codeVerifier,
    nonce: secrets.nonce,
    redirectUri,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    lang: input.lang,
    expiresAt: new Date(Date.now() + SOCIAL_STATE_TTL_MS),
  });
  return url.toString();
}

export const newBinding = () => newToken();

export function failure(
  base: string,
  action: SocialAction,
  network: SocialNetwork,
  code: SocialErrorCode,
  lang: Language,
  detail = '',
): string {
  return returnUrl(base, {
    action,
    method: network,
    status: 'fail',
    errorCode: code,
    errorMessage: message(code, lang, { detail }).trim(),
  });
}

export type CallbackOutcome =
  /** `signedIn`: the user a login success opened a session for. */
  | { kind: 'redirect'; location: string; signedIn?: number }
  /** Nothing to return to: the state is unknown (forged, or of another school or network). */
  | { kind: 'unknown_state' };

export interface CallbackInput {
  projectId: number;
  network: SocialNetwork;
  state: string | undefined;
  binding: string | undefined;
  error: string | undefined;
  errorDescription: string | undefined;
  /** The query string of the callback request, as the provider sent it. */
  search: string;
  signIn: SignInContext;
}

/**
 * The provider's answer (spec 01 §4, §7, §8). The state must be known, unused, unexpired
 * and come back to the browser that started the flow (cookie); it is used up at once,
 * so a replayed callback is refused. Then the code is exchanged (PKCE, nonce) for the
 * person's id at the network, and the login or link is decided. An e-mail match never
 * links anything: only the network's id does.
 */
export async function handleCallback(db: Db, input: CallbackInput): Promise<CallbackOutcome> {
  const row = input.state
    ? await findState(db, input.projectId, input.network, hashToken(input.state))
    : undefined;
  if (!row) return { kind: 'unknown_state' };
  const fail = (code: SocialErrorCode, detail = '') => ({
    kind: 'redirect' as const,
    location: failure(row.successUrl, row.action, row.network, code, row.lang as Language, detail),
  });
  const bound = input.binding !== undefined && hashToken(input.binding) === row.bindingHash;
  const fresh = row.usedAt === null && row.expiresAt.getTime() > Date.now();
  if (!bound || !fresh || !(await useState(db, row.id))) {
    return fail('unknown_error', message('socialStateInvalid', row.lang as Language));
  }
  if (input.error === 'access_denied') {
    return {
      kind: 'redirect',
      location: returnUrl(row.cancelUrl, { action: row.action, method: row.network }),
    };
  }
  if (input.error) return fail('unknown_error', input.errorDescription ?? input.error);

  const client = await findClient(db, row.projectId, row.network);
  if (!client) return fail('unknown_error', message('socialNotConfigured', row.lang as Language));
  let socialId: string | null;
  try {
    const callbackUrl = new URL(row.redirectUri);
    callbackUrl.search = input.search;
    socialId = await socialIdOf(
      client,
      { state: input.state!, nonce: row.nonce, codeVerifier: row.codeVerifier },
      callbackUrl,
    );
  } catch (err) {
    return fail('unknown_error', (err as Error).message.slice(0, 200));
  }
  if (!socialId) return fail('common_no_social_id');
  if (row.action === 'link') return link(db, row, socialId, fail);
  return login(db, row, socialId, { ...input.signIn, appType: row.appType, appId: null }, fail);
}

type Fail = (code: SocialErrorCode, detail?: string) => { kind: 'redirect'; location: string };

async function login(
  db: Db,
  row: SocialStateRow,
  socialId: string,
  ctx: SignInContext,
  fail: Fail,
): Promise<CallbackOutcome> {
  const linked = await findLink(db, row.projectId, row.network, socialId);
  if (!linked) return fail('login_no_link');
  const user = await userOfSchool(db, row.projectId, linked.userId);
  if (!user) return fail('login_no_user_from_link');
  let token: string;
  try {
    token = await openSession(db, user, ctx);
  } catch (err) {
    // Blocked by the school (decision 073): the app shows the reason it is given.
    if (err instanceof AccountBlocked) return fail('unknown_error', err.errors.email?.[0]);
    throw err;
  }
  const params: ReturnParams = { action: 'login', method: row.network, status: 'success', token };
  return { kind: 'redirect', location: returnUrl(row.successUrl, params), signedIn: user.id };
}

async function link(db: Db, row: SocialStateRow, socialId: string, fail: Fail): Promise<CallbackOutcome> {
  // The session that asked must still be live: a learner who signed out meanwhile links nothing.
  const live = row.sessionTokenHash
    ? await liveSessionByHash(db, row.projectId, row.sessionTokenHash)
    : undefined;
  if (!live || live.user.id !== row.userId) return fail('link_user_unauthorised');
  const existing = await findLink(db, row.projectId, row.network, socialId);
  if (existing && existing.userId !== live.user.id) return fail('link_social_id_already_taken');
  if (!existing) {
    try {
      await linkNetwork(db, {
        projectId: row.projectId,
        userId: live.user.id,
        source: row.network,
        socialId,
      });
    } catch (err) {
      if (isUniqueViolation(err)) return fail('link_social_id_already_taken');
      throw err;
    }
  }
  const params: ReturnParams = { action: 'link', method: row.network, status: 'success' };
  return { kind: 'redirect', location: returnUrl(row.successUrl, params) };
}
