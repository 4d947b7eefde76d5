import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { type QualitiesState, QualityDialog, type SizedQuality } from './quality-dialog';

const MB = 1024 * 1024;

const quality = (id: string, bytes: number | null): SizedQuality => ({
  id,
  label: id,
  height: Number.parseInt(id, 10),
  bandwidth: null,
  url: `/v/s/t/demo/clip/hls/${id}/index.m3u8`,
  kind: 'hls',
  bytes,
});

function renderDialog(qualities: QualitiesState, freeBytes: number | null = 2.5 * 1024 * MB, error?: string) {
  const onStart = vi.fn();
  const onClose = vi.fn();
  render(
    <QualityDialog
      qualities={qualities}
      freeBytes={freeBytes}
      error={error}
      onStart={onStart}
      onClose={onClose}
    />,
  );
  return { onStart, onClose };
}

describe('the choice of quality before a download (spec 02 §7 "Offline": sizes from HEAD)', () => {
  it('lists each quality with its size, the highest chosen, the free space; starts the chosen one', async () => {
    const { onStart } = renderDialog({
      state: 'ready',
      qualities: [quality('720p', 12.34 * MB), quality('360p', 4.2 * MB)],
    });
    expect(screen.getByRole('dialog', { name: 'Download video' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Quality' })).toBeVisible();
    const high = screen.getByRole('radio', { name: '720p, 12.3 MB' });
    const low = screen.getByRole('radio', { name: '360p, 4.2 MB' });
    expect(high).toBeChecked();
    expect(screen.getByText('Free space: 2.5 GB')).toBeVisible();
    // Keyboard: the arrow keys move the choice within the group.
    high.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(low).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onStart).toHaveBeenCalledWith('360p');
  });

  it('while the sizes are read: says so, Download waits', () => {
    renderDialog({ state: 'loading' }, null);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the size…');
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.queryByText(/Free space/)).toBeNull();
  });

  it('a quality without a length reads "size unknown"; a failure shows as an alert', () => {
    renderDialog({ state: 'ready', qualities: [quality('720p', null)] }, null, 'Not enough space');
    expect(screen.getByRole('radio', { name: '720p, size unknown' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough space');
  });

  it('a video without a playlist or a file: the spec message, nothing to start', () => {
    renderDialog({ state: 'error', message: "The video hasn't been converted yet" });
    expect(screen.getByRole('alert')).toHaveTextContent("The video hasn't been converted yet");
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('Cancel and Escape close it', async () => {
    const { onClose } = renderDialog({ state: 'loading' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks Russian: sizes with a comma and its words', async () => {
    await i18next.changeLanguage('ru');
    renderDialog({ state: 'ready', qualities: [quality('720p', 12.34 * MB)] });
    expect(screen.getByRole('dialog', { name: 'Скачать видео' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^720p, 12,3\sМБ$/ })).toBeChecked();
    expect(screen.getByText(/^Свободно: 2,5\sГБ$/)).toBeVisible();
  });
});
