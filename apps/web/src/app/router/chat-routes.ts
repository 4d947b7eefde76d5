import type { RouteObject } from 'react-router';
import { CHATS_PATH } from '../../lib/navigation/chat-paths';
import { lazyScreen } from './lazy-screen';
import { redirectRoute } from './redirect';

/** The expert chat screens of spec 02 §2: chats `/chat` and chat `/chat/{chatId}`, each its own lazy chunk. */
export function chatRoutes(): RouteObject[] {
  return [
    // spec 01 §2, spec 02 §2: `/chats` is the chat group's back fallback; the list is `/chat`.
    redirectRoute('chats', CHATS_PATH),
    {
      path: 'chat',
      element: lazyScreen(() => import('../../features/chat/routes/chats-route'), ['chat']),
    },
    {
      path: 'chat/:chatId',
      element: lazyScreen(() => import('../../features/chat/routes/chat-route'), ['chat']),
    },
  ];
}
