import { CONSOLE_MEDIA_ROUTES, type MediaAsset, type MediaAssetStatus, type MediaList } from '@cp/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/** TanStack Query keys of the media library. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (q: string, status: string, page: number) => [...mediaKeys.all, 'list', q, status, page] as const,
  one: (id: number) => [...mediaKeys.all, 'one', id] as const,
};

/**
 * While anything is converting, the screen asks again every ~2 s (progress bars, "Ready"); once
 * nothing shown converts, it stops asking. The progress is a column of the video's row, written
 * about once a second by the job (transcode.job.ts): reading it is one indexed row, so polling
 * fits better than a socket the console's media screen would open for this alone.
 */
export const POLL_MS = 2000;
export const isConverting = (status: MediaAssetStatus) => status === 'queued' || status === 'processing';
/** The `refetchInterval` of a query of videos: POLL_MS while one of them converts, else none. */
export const pollWhileConverting = (assets: readonly Pick<MediaAsset, 'status'>[]) =>
  assets.some((a) => isConverting(a.status)) ? POLL_MS : false;

export interface MediaFilter {
  q: string;
  status: MediaAssetStatus | '';
  page: number;
}

/** `GET /staff/media`: newest first. */
export function useMediaList(filter: MediaFilter) {
  return useQuery({
    queryKey: mediaKeys.list(filter.q, filter.status, filter.page),
    queryFn: async ({ signal }) =>
      (
        await apiGet<MediaList>(staffPath(CONSOLE_MEDIA_ROUTES.list), {
          query: { q: filter.q, status: filter.status, page: filter.page },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileConverting(query.state.data?.items ?? []),
  });
}

/** `GET /staff/media/{id}`: the detail panel and a finished upload, polled like the list while it converts. */
export function useMediaAsset(id: number) {
  return useQuery({
    queryKey: mediaKeys.one(id),
    queryFn: async ({ signal }) =>
      (await apiGet<MediaAsset>(staffPath(CONSOLE_MEDIA_ROUTES.one, { id }), { signal })).data,
    refetchInterval: (query) => pollWhileConverting(query.state.data ? [query.state.data] : []),
  });
}

type Change =
  | { kind: 'rename'; id: number; title: string }
  | { kind: 'retry'; id: number }
  | { kind: 'delete'; id: number }
  | { kind: 'subtitle'; id: number; lang: string; vtt: string }
  | { kind: 'removeSubtitle'; id: number; lang: string };

/** Every change of the library, one mutation: each answers the asset (or nothing, for a removal). */
export async function changeMedia(change: Change): Promise<MediaAsset | null> {
  const one = staffPath(CONSOLE_MEDIA_ROUTES.one, { id: change.id });
  const subtitle = (lang: string) => staffPath(CONSOLE_MEDIA_ROUTES.subtitle, { id: change.id, lang });
  switch (change.kind) {
    case 'rename':
      return (await apiRequest<MediaAsset>('PATCH', one, { body: { title: change.title } })).data;
    case 'retry':
      return (await apiRequest<MediaAsset>('POST', staffPath(CONSOLE_MEDIA_ROUTES.retry, { id: change.id })))
        .data;
    case 'delete':
      await apiRequest('DELETE', one);
      return null;
    case 'subtitle':
      return (await apiRequest<MediaAsset>('PUT', subtitle(change.lang), { body: { vtt: change.vtt } })).data;
    case 'removeSubtitle':
      await apiRequest('DELETE', subtitle(change.lang));
      return null;
  }
}

export function useChangeMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
