import type { Language } from '@cp/contract';

/**
 * The console's media area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `media` so areas never collide.
 */
export const mediaMessages = {} satisfies Record<string, Record<Language, string>>;
