import type { Language } from '@cp/contract';

/**
 * The console's brand area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `brand` so areas never collide.
 */
export const brandMessages = {} satisfies Record<string, Record<Language, string>>;
