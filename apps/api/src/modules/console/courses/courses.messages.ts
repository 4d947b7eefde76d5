import type { Language } from '@cp/contract';

/**
 * The console's courses area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `courses` so areas never collide.
 */
export const coursesMessages = {} satisfies Record<string, Record<Language, string>>;
