import { describe, expect, it } from 'vitest';
import type { DeskMessage } from './message';
import {
  flattenMessages,
  type MessagePages,
  markLearnerViewedUpTo,
  markViewed,
  newestUnseenFromLearner,
  upsertMessage,
} from './message-cache';

const message = (id: number, at: number, extra: Partial<DeskMessage> = {}): DeskMessage => ({
  id,
  chatId: 1,
  text: `m${id}`,
  fromExpert: false,
  authorName: null,
  authorId: null,
  createdAt: at,
  edited: false,
  viewed: false,
  rating: null,
  files: [],
  ...extra,
});

const pages = (...lists: DeskMessage[][]): MessagePages => ({
  pages: lists.map((messages) => ({ messages, pagination: null })),
  pageParams: lists.map((_, index) => index + 1),
});

describe('the chat cache of the desk', () => {
  it('lists loaded pages newest first, each message once (pages shift while new ones arrive)', () => {
    // A new message pushed m3 from page 1 to page 2 between the two loads.
    const data = pages(
      [message(4, 400), message(3, 300)],
      [message(3, 300, { viewed: true }), message(2, 200)],
    );
    expect(flattenMessages(data).map((m) => [m.id, m.viewed])).toEqual([
      [4, false],
      [3, true],
      [2, false],
    ]);
    // Same second: the id decides.
    expect(flattenMessages(pages([message(7, 500), message(8, 500)])).map((m) => m.id)).toEqual([8, 7]);
    expect(flattenMessages(undefined)).toEqual([]);
  });

  it('puts a new message first and an edit where it is', () => {
    const data = pages([message(2, 200), message(1, 100)]);
    const added = upsertMessage(data, message(3, 300));
    expect(added!.pages[0]!.messages.map((m) => m.id)).toEqual([3, 2, 1]);
    const edited = upsertMessage(added, message(2, 200, { text: 'fixed', edited: true }));
    expect(edited!.pages[0]!.messages.map((m) => m.text)).toEqual(['m3', 'fixed', 'm1']);
    // Nothing cached yet: nothing to update (the chat loads fresh when opened).
    expect(upsertMessage(undefined, message(9, 900))).toBeUndefined();
  });

  it('marks what the socket says was viewed, and the learner messages up to the one the expert saw', () => {
    const data = pages([
      message(4, 400, { fromExpert: true }),
      message(3, 300),
      message(2, 200, { fromExpert: true }),
      message(1, 100),
    ]);
    expect(flattenMessages(markViewed(data, [2, 4])).map((m) => m.viewed)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    const seen = markLearnerViewedUpTo(data, 3);
    // The expert's own messages are the learner's to see, not marked here.
    expect(flattenMessages(seen).map((m) => m.viewed)).toEqual([false, true, false, true]);
  });

  it("finds the learner's newest unseen message: one call marks it and every earlier one", () => {
    const list = [
      message(5, 5, { fromExpert: true }),
      message(4, 4),
      message(3, 3),
      message(2, 2, { viewed: true }),
    ];
    expect(newestUnseenFromLearner(list)?.id).toBe(4);
    expect(newestUnseenFromLearner([message(1, 1, { viewed: true })])).toBeNull();
  });
});
