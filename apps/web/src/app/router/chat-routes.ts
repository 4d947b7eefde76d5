import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';

/** The expert chat screens of spec 02 §2: chats `/chat` and chat `/chat/{chatId}`, each its own lazy chunk. */
export function chatRoutes(): RouteObject[] {
  return [
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
