/** Query keys of the expert chat (decision 051): the list, one chat, its messages, the stream's consultations. */
export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  chat: (chatId: number) => ['chat', 'one', chatId] as const,
  messages: (chatId: number) => ['chat', 'messages', chatId] as const,
  consultations: (streamId: number) => ['chat', 'consultations', streamId] as const,
};
