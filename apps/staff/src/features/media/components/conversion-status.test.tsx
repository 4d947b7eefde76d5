import type { MediaAsset } from '@cp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS, pollWhileConverting } from '../api/media-api';
import { StatusCell } from './status-cell';
import { UploadedVideo } from './uploaded-video';

/** Issue 28 (11): the list shows how far a video converted; an upload's line follows it to the end. */
const asset = (over: Partial<MediaAsset> = {}): MediaAsset => ({
  id: 5,
  file_id: 9,
  title: 'breathing-basics',
  original_name: 'breathing-basics.mp4',
  original_size: 1000,
  status: 'processing',
  progress: 0.426,
  error: null,
  attempts: 1,
  retryable: false,
  duration: null,
  poster: null,
  mp4: null,
  hls: null,
  renditions: [],
  subtitles: [],
  lessons: 0,
  created_at: 1_700_000_000,
  ...over,
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('conversion progress', () => {
  it('the list’s status shows the bar and the percent while converting, none once ready', () => {
    const { rerender } = render(<StatusCell asset={asset()} />);
    expect(screen.getByText('Converting')).toBeInTheDocument();
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Converting breathing-basics: 42%' })).toHaveAttribute(
      'value',
      '42',
    );
    rerender(<StatusCell asset={asset({ status: 'ready', progress: 1 })} />);
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('100%')).toBeNull();
  });

  it('is asked for again only while something converts', () => {
    expect(pollWhileConverting([asset({ status: 'ready' }), asset({ status: 'queued' })])).toBe(POLL_MS);
    expect(pollWhileConverting([asset({ status: 'processing' })])).toBe(POLL_MS);
    expect(pollWhileConverting([asset({ status: 'ready' }), asset({ status: 'failed' })])).toBe(false);
    expect(pollWhileConverting([])).toBe(false);
  });

  it('an uploaded file’s line reads its video: converting with the percent, then ready, then a failure', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(asset()));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <UploadedVideo id={5} name="breathing-basics.mp4" />
      </QueryClientProvider>,
    );
    // Until the video is read, the upload's own words.
    expect(screen.getByText('Uploaded: converting next')).toBeInTheDocument();
    expect(await screen.findByText('Converting: 42%')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/spa\/api\/v1\/staff\/media\/5\?lang=en$/);
    // The next answers of the poll.
    fetch.mockResolvedValueOnce(json(asset({ status: 'ready', progress: 1 })));
    await client.refetchQueries();
    expect(await screen.findByText('Uploaded and converted: ready for lessons')).toBeInTheDocument();
    expect(screen.queryByText(/converting next/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fetch.mockResolvedValueOnce(json(asset({ status: 'failed', error: 'This file is not a video.' })));
    await client.refetchQueries();
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a video.');
  });
});
