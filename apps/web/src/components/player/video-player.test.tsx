import { act, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer, type VideoPlayerProps } from './video-player';

// hls.js as a recorder: which players were made, and what each was given.
const made = vi.hoisted(() => [] as { source?: string; media?: HTMLMediaElement }[]);
vi.mock('hls.js/light', () => {
  class FakeHls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    private readonly record: { source?: string; media?: HTMLMediaElement } = {};
    constructor() {
      made.push(this.record);
    }
    on() {}
    destroy() {}
    loadSource(url: string) {
      this.record.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.media = media;
    }
  }
  return { default: FakeHls };
});

const hls = { m3u8: '/v/s/t/demo/clip/hls/index.m3u8', mp4: '/v/s/t/demo/clip/video.mp4' };
const play = vi.fn(function (this: HTMLMediaElement) {
  this.dispatchEvent(new Event('play'));
  return Promise.resolve();
});

beforeAll(() => {
  // Media Source with H.264/AAC, as in Chromium: hls.js is the player's choice (player-source.ts).
  vi.stubGlobal('MediaSource', { isTypeSupported: () => true });
  // jsdom plays nothing: a play marks it and says so; its element never gets a source by itself.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});
beforeEach(() => {
  made.length = 0;
  play.mockClear();
});
afterEach(() => {
  made.length = 0;
});

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  const { container } = render(
    <VideoPlayer title="Breathing" sources={hls} subtitles={[]} resumeKey="1:2" {...props} />,
  );
  const video = container.querySelector('video');
  if (!video) throw new Error('no <video>');
  return video;
}

/** Lets a dynamic import and its `then` run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the player loads hls.js when the learner means to play (decision 131)', () => {
  it('not with the screen: the poster shows, the source is chosen, nothing loads', async () => {
    const video = renderPlayer({ poster: '/v/s/t/demo/clip/preview.jpg' });
    await settle();
    expect(video).toHaveAttribute('data-source', 'hls.js');
    expect(video).toHaveAttribute('poster', '/v/s/t/demo/clip/preview.jpg');
    expect(made).toEqual([]);
    expect(video.getAttribute('src')).toBeNull();
  });

  it.each(['pointerenter', 'pointerdown', 'focusin'])('on %s over the video, once', async (type) => {
    const video = renderPlayer();
    act(() => {
      video.dispatchEvent(new Event(type, { bubbles: true }));
      video.dispatchEvent(new Event(type, { bubbles: true }));
    });
    await settle();
    expect(made).toEqual([{ source: hls.m3u8, media: video }]);
    expect(play).not.toHaveBeenCalled();
  });

  it('a click before the source is there plays (the browser controls cannot yet)', async () => {
    const onPlay = vi.fn();
    const video = renderPlayer({ onPlay });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      video.dispatchEvent(click);
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
    expect(onPlay).toHaveBeenCalledTimes(1);
    await settle();
    expect(made).toEqual([{ source: hls.m3u8, media: video }]);
  });

  it('a tap before the source is there plays: a phone’s controls keep the click to themselves', async () => {
    const onPlay = vi.fn();
    const video = renderPlayer({ onPlay });
    const pointer = (type: string, pointerType: string) =>
      Object.defineProperty(new Event(type, { bubbles: true, cancelable: true }), 'pointerType', {
        value: pointerType,
      });
    // A mouse's button going up is not a press: its click is.
    act(() => {
      video.dispatchEvent(pointer('pointerdown', 'mouse'));
      video.dispatchEvent(pointer('pointerup', 'mouse'));
    });
    expect(play).not.toHaveBeenCalled();
    // A finger: the end of the touch plays, and a click after it (a touch laptop) is not a second press.
    act(() => {
      video.dispatchEvent(pointer('pointerdown', 'touch'));
      video.dispatchEvent(pointer('pointerup', 'touch'));
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledTimes(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      video.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    await settle();
    expect(made).toEqual([{ source: hls.m3u8, media: video }]);
  });

  it('Space or Enter on the focused video plays; other keys do not', async () => {
    const video = renderPlayer();
    const other = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    act(() => {
      video.dispatchEvent(other);
    });
    expect(play).not.toHaveBeenCalled();
    expect(other.defaultPrevented).toBe(false);
    for (const key of [' ', 'Enter']) {
      const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      act(() => {
        video.dispatchEvent(press);
      });
      expect(press.defaultPrevented).toBe(true);
    }
    expect(play).toHaveBeenCalledTimes(2);
    await settle();
    expect(made).toHaveLength(1);
  });

  it('a play from elsewhere (media keys, a script) loads it', async () => {
    const video = renderPlayer();
    await act(() => video.play());
    await settle();
    expect(made).toEqual([{ source: hls.m3u8, media: video }]);
  });

  it('a downloaded lesson loads at once: its copy must play without a network', async () => {
    const video = renderPlayer({ local: true });
    await settle();
    expect(made).toEqual([{ source: hls.m3u8, media: video }]);
    expect(play).not.toHaveBeenCalled();
  });

  it('a lesson that plays on by itself loads at once', async () => {
    const video = renderPlayer({ autoPlay: true });
    await settle();
    expect(made).toEqual([{ source: hls.m3u8, media: video }]);
    expect(play).toHaveBeenCalled();
  });

  it('an MP4 needs no code: its address is set at once, as `preload="metadata"` says', async () => {
    const video = renderPlayer({ sources: { m3u8: null, mp4: hls.mp4 } });
    await settle();
    expect(video).toHaveAttribute('data-source', 'mp4');
    expect(video.getAttribute('src')).toBe(hls.mp4);
    expect(made).toEqual([]);
  });
});
