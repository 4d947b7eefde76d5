import { SOCIAL_ACTIONS, SOCIAL_NETWORKS } from '@cp/contract';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './tenancy.js';
import { users } from './users.js';

/**
 * A school's OAuth 2.0 / OpenID Connect client at a network (spec 01 §3 "auth collection").
 * Server-side only: the config answer shows the login and link addresses, never these.
 * With `issuer` the provider's metadata is discovered and an ID token is required
 * (Google, Apple); without it the three endpoints are given and the social id comes from
 * the user-info answer (`sub` or `id`, e.g. Facebook).
 */
export const socialAuthClients = pgTable(
  'social_auth_clients',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    network: text('network', { enum: SOCIAL_NETWORKS }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret'),
    issuer: text('issuer'),
    authorizationEndpoint: text('authorization_endpoint'),
    tokenEndpoint: text('token_endpoint'),
    userinfoEndpoint: text('userinfo_endpoint'),
    scope: text('scope').notNull().default('openid'),
  },
  (t) => [uniqueIndex('social_auth_clients_network_uq').on(t.projectId, t.network)],
);

/** A learner's linked network (spec 01 §3 "External auth": id, source). One per network per learner. */
export const userExternalAuths = pgTable(
  'user_external_auths',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: SOCIAL_NETWORKS }).notNull(),
    /** The provider's stable id of the person (`sub`). */
    socialId: text('social_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_external_auths_social_uq').on(t.projectId, t.source, t.socialId),
    uniqueIndex('user_external_auths_user_source_uq').on(t.userId, t.source),
  ],
);

/**
 * A social sign-in or link in flight, between the redirect to the provider and its
 * callback: state (hashed), PKCE verifier, nonce, where to return, and the hash of the
 * browser-binding cookie, so a state used twice or in another browser is refused.
 */
export const socialAuthStates = pgTable(
  'social_auth_states',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull().unique(),
    bindingHash: text('binding_hash').notNull(),
    network: text('network', { enum: SOCIAL_NETWORKS }).notNull(),
    action: text('action', { enum: SOCIAL_ACTIONS }).notNull(),
    /** For a link: the learner, and the session that asked, which must still be live at the callback. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionTokenHash: text('session_token_hash'),
    /** `appType` of the login address: the new session's app type (single-session rule). */
    appType: text('app_type', { enum: ['web', 'mobile'] })
      .notNull()
      .default('web'),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('social_auth_states_expires_idx').on(t.expiresAt)],
);
