import type { Language } from '@cp/contract';

/**
 * The console's support-inbox area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `supportInbox` so areas never collide.
 */
export const supportInboxMessages = {} satisfies Record<string, Record<Language, string>>;
