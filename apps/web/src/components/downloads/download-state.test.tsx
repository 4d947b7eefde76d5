import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadRecord } from '../../lib/offline/downloads/download-types';
import { type DownloadActions, DownloadState } from './download-state';

const MB = 1024 * 1024;

const record = (over: Partial<DownloadRecord> = {}): DownloadRecord => ({
  id: 'video-5',
  userId: 7,
  kind: 'video',
  courseId: 1,
  streamId: 11,
  itemId: 101,
  title: 'Morning breathing',
  quality: '720p',
  status: 'loading',
  paused: false,
  loadedBytes: 3.2 * MB,
  totalBytes: 12.3 * MB,
  error: null,
  localUrl: null,
  subtitles: [],
  poster: null,
  durationMs: 60_000,
  createdAt: 1,
  ...over,
});

function renderState(over: Partial<DownloadRecord> = {}) {
  const actions: DownloadActions = {
    onPause: vi.fn(),
    onResume: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    onRemove: vi.fn(),
  };
  render(<DownloadState record={record(over)} {...actions} />);
  return actions;
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('a download as the learner sees it (spec 02 §4 "File download", §8)', () => {
  it('loading: the bytes of the total and the percent, Pause and Cancel', async () => {
    const actions = renderState();
    expect(screen.getByRole('status')).toHaveTextContent('Downloading');
    const bar = screen.getByRole('progressbar', { name: 'Download progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '26');
    expect(bar).toHaveAttribute('aria-valuetext', '3.2 MB of 12.3 MB (26%)');
    expect(buttons()).toEqual(['Pause', 'Cancel download']);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(actions.onPause).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel download' }));
    expect(actions.onCancel).toHaveBeenCalledOnce();
  });

  it('paused: Resume instead of Pause, the progress kept', async () => {
    const actions = renderState({ paused: true });
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '26');
    expect(buttons()).toEqual(['Resume', 'Cancel download']);
    await userEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(actions.onResume).toHaveBeenCalledOnce();
  });

  it('pending: waiting, at 0%, can be cancelled', () => {
    renderState({ status: 'pending', loadedBytes: 0, totalBytes: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting to download');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(buttons()).toEqual(['Cancel download']);
  });

  it('loaded: "Downloaded" with its size, Remove; no progress', async () => {
    const actions = renderState({ status: 'loaded', loadedBytes: 12.3 * MB, localUrl: '/x.m3u8' });
    expect(screen.getByRole('status')).toHaveTextContent('Downloaded · 12.3 MB');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(buttons()).toEqual(['Remove download']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove download' }));
    expect(actions.onRemove).toHaveBeenCalledOnce();
  });

  it('fail: the spec message of the cause, Try again and Remove', async () => {
    const actions = renderState({ status: 'fail', error: 'storage-full' });
    expect(screen.getByRole('status')).toHaveTextContent('Not enough space');
    expect(buttons()).toEqual(['Try again', 'Remove download']);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ['network', 'Error loading video'],
    ['size-mismatch', 'Error loading video'],
    ['not-converted', "The video hasn't been converted yet"],
    ['unsupported', 'This browser cannot keep files for use without the Internet'],
  ] as const)('fail with %s reads "%s"', (error, text) => {
    renderState({ status: 'fail', error });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('a file that failed does not speak of a video', () => {
    renderState({ kind: 'file', status: 'fail', error: 'network' });
    expect(screen.getByRole('status')).toHaveTextContent('Error loading file');
  });

  it.each([
    ['ru', /^3,2\sМБ из 12,3\sМБ \(26%\)$/, 'Загружается', 'Пауза'],
    ['es', /^3,2\sMB de 12,3\sMB \(26 %\)$/, 'Descargando', 'Pausar'],
  ])('speaks %s: sizes with its decimal mark and its words', async (language, progress, status, pause) => {
    await i18next.changeLanguage(language);
    renderState();
    expect(screen.getByRole('status')).toHaveTextContent(status);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(progress);
    expect(screen.getByRole('button', { name: pause })).toBeVisible();
  });
});
