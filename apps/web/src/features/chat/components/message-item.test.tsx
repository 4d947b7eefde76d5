import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../api/chat-message';
import { MessageItem } from './message-item';

const mine = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 5,
  chatId: 2,
  userId: 9,
  text: 'My answer',
  isViewed: false,
  viewedAt: null,
  rating: null,
  createdAt: Date.UTC(2026, 11, 1, 9),
  updatedAt: Date.UTC(2026, 11, 1, 9),
  fromExpert: false,
  expertName: null,
  expertAvatar: null,
  files: [],
  handIn: false,
  ...over,
});

const renderItem = (message: ChatMessage, canWrite = true) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <MessageItem message={message} canWrite={canWrite} />
      </ul>
    </QueryClientProvider>,
  );

describe('MessageItem: what the learner may do with their own message', () => {
  it('offers Edit on a message while they may write', () => {
    renderItem(mine());
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('offers no Edit on a homework hand-in: it is the answer under review (decision 156)', () => {
    renderItem(mine({ handIn: true }));
    expect(screen.getByText('My answer')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('MessageItem: a refused edit', () => {
  it("says the server's reason, not only that it failed", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { name: 'Conflict', message: 'This chat is closed.', code: 0, status: 409 },
          { status: 409 },
        ),
      ),
    );
    renderItem(mine());
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Edit your message'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't save the change. This chat is closed.",
    );
    vi.unstubAllGlobals();
  });
});
