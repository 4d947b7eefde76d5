import { type RouteObject, redirect } from 'react-router';
import { CHATS_PATH } from '../../lib/navigation/chat-paths';
import { lazyRoute } from './lazy-route';

/** The expert chat screens of spec 02 §2: chats `/chat` and chat `/chat/{chatId}`, each its own lazy chunk. */
export function chatRoutes(): RouteObject[] {
  return [
    // spec 01 §2, spec 02 §2: `/chats` is the chat group's back fallback; the list is `/chat`.
    { path: 'chats', loader: () => redirect(CHATS_PATH) },
    {
      path: 'chat',
      lazy: lazyRoute(() => import('../../features/chat/routes/chats-route'), ['chat']),
    },
    {
      path: 'chat/:chatId',
      lazy: lazyRoute(() => import('../../features/chat/routes/chat-route'), ['chat']),
    },
  ];
}
