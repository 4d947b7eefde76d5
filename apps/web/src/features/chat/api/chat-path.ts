/** A chat call's path with its ids (`/chats/:id/messages/:messageId` -> `/chats/3/messages/9`). */
export function chatPath(route: string, id: number, messageId?: number): string {
  const path = route.replace(':id', String(id));
  return messageId === undefined ? path : path.replace(':messageId', String(messageId));
}
