import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewedBatch, VIEWED_BATCH_MS } from './use-viewed-batch';

/** The browser's IntersectionObserver, driven by the test: `show(id)` makes a message visible. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  show(...ids: number[]) {
    const targets = [...this.watched].filter((e) =>
      ids.includes(Number((e as HTMLElement).dataset.messageId)),
    );
    this.callback(targets.map((target) => ({ isIntersecting: true, target })));
  }
}

function Messages({ ids, flush }: { ids: number[]; flush: (ids: number[]) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const observe = useViewedBatch(box, flush);
  return (
    <div ref={box}>
      {ids.map((id) => (
        <p key={id} data-message-id={id} ref={observe(id)}>
          {id}
        </p>
      ))}
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('viewed marks (issue 9 "marked viewed when they are seen")', () => {
  it('sends the messages seen together in one batch, each once, and only those seen', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const flush = vi.fn();
    render(<Messages ids={[1, 2, 3]} flush={flush} />);
    // The messages of the first render are watched, though they mounted before the observer.
    expect(FakeObserver.current?.watched.size).toBe(3);
    act(() => FakeObserver.current?.show(1, 2));
    expect(flush).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(VIEWED_BATCH_MS));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([1, 2]);
    act(() => FakeObserver.current?.show(1, 2));
    act(() => vi.advanceTimersByTime(VIEWED_BATCH_MS));
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
