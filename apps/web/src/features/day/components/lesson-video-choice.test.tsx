import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Video } from '../../../lib/learning/api/course';
import { reportNetworkStatus } from '../../../lib/offline/network-status';
import { LessonVideoChoice } from './lesson-video-choice';

const video: Video = {
  id: 55,
  url: '/v/s/t/demo/clip/hls/index.m3u8',
  durationMs: 60_000,
  subtitles: [],
  videoUrls: { m3u8: '/v/s/t/demo/clip/hls/index.m3u8', preview: null, mp4: null },
};

/** The player as a marker: which copy the choice asked for. */
const player = (local: { localUrl: string | null } | null) => (
  <p data-testid="player">{local ? `local ${local.localUrl}` : 'remote'}</p>
);

const renderChoice = () =>
  render(<LessonVideoChoice place={null} video={video} player={player} isPlaying={() => false} />);

afterEach(() => act(() => reportNetworkStatus(true)));

describe('which copy of a lesson video plays (decision 069), where downloads are off', () => {
  it('online: the video itself', () => {
    renderChoice();
    expect(screen.getByTestId('player')).toHaveTextContent('remote');
  });

  it('offline: the video needs the network, and no word of downloading where it is off', () => {
    act(() => reportNetworkStatus(false));
    renderChoice();
    expect(screen.queryByTestId('player')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('This video needs an Internet connection.');
    expect(screen.queryByText(/Download it while online/)).toBeNull();
  });

  it('a player already shown stays when the network drops; the notice gives way when it returns', () => {
    renderChoice();
    act(() => reportNetworkStatus(false));
    expect(screen.getByTestId('player')).toHaveTextContent('remote');
    expect(screen.queryByRole('status')).toBeNull();

    const offlineVideo = { ...video, id: 56 };
    render(<LessonVideoChoice place={null} video={offlineVideo} player={player} isPlaying={() => false} />);
    expect(screen.getByRole('status')).toHaveTextContent('This video needs an Internet connection.');
    act(() => reportNetworkStatus(true));
    expect(screen.getAllByTestId('player')).toHaveLength(2);
  });
});
