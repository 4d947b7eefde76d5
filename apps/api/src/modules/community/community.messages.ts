import type { Language } from '@cp/contract';

/** The community pages the server renders (issue 8): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const communityMessages = {
  // The way back from a community page the server renders to the app's community screen (issue 8).
  backToCommunity: { ru: 'К сообществу', en: 'Back to the community', es: 'Volver a la comunidad' },
} satisfies Record<string, Record<Language, string>>;
