export { CHATS_PATH, chatLink } from '../../../lib/navigation/chat-paths';

/** The `:chatId` of the path as a row id, or null when it is not one. */
export function chatIdParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
