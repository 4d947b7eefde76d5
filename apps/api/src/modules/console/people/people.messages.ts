import type { Language } from '@cp/contract';

/**
 * The console's people area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `people` so areas never collide.
 */
export const peopleMessages = {} satisfies Record<string, Record<Language, string>>;
