/** TanStack Query keys of the desk: one place, so live updates reach every cached copy. */
export const deskKeys = {
  all: ['desk'] as const,
  chats: () => [...deskKeys.all, 'chats'] as const,
  chatList: (search: string) => [...deskKeys.chats(), 'list', search] as const,
  chat: (chatId: number) => [...deskKeys.all, 'chat', chatId] as const,
  messages: (chatId: number) => [...deskKeys.all, 'messages', chatId] as const,
};
