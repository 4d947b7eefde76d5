/**
 * The chat screens' paths (spec 02 §2: chats `/chat`, chat `/chat/{chatId}`): the menus, the
 * calendar's course sections and the chat screens link to them.
 */
export const CHATS_PATH = '/chat';

export const chatLink = (chatId: number) => `${CHATS_PATH}/${chatId}`;
