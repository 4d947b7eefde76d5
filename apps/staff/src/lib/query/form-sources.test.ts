import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FORM_SOURCE, refetchedOnReconnect } from './form-sources';

describe('a reconnect fetches everything again but the loads a form started from', () => {
  it('invalidates the other queries and leaves the form’s source as it is', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['brand', 'view'], queryFn: () => 1, meta: FORM_SOURCE });
    await client.prefetchQuery({ queryKey: ['chats'], queryFn: () => 2 });
    await client.invalidateQueries({ predicate: refetchedOnReconnect });
    expect(client.getQueryState(['brand', 'view'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['chats'])?.isInvalidated).toBe(true);
  });
});
