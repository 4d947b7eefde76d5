import type { Language } from '@cp/contract';

/**
 * The console's content area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `content` so areas never collide.
 */
export const contentMessages = {} satisfies Record<string, Record<Language, string>>;
