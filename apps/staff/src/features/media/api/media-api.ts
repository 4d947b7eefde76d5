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

/** While anything is converting, the screen asks again every ~2 s (progress bars, "Ready"). */
export const POLL_MS = 2000;
const busy = (status: MediaAssetStatus) => status === 'queued' || status === 'processing';

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
    refetchInterval: (query) => (query.state.data?.items.some((i) => busy(i.status)) ? POLL_MS : false),
  });
}

/** `GET /staff/media/{id}`: the detail panel, polled like the list while it converts. */
export function useMediaAsset(id: number) {
  return useQuery({
    queryKey: mediaKeys.one(id),
    queryFn: async ({ signal }) =>
      (await apiGet<MediaAsset>(staffPath(CONSOLE_MEDIA_ROUTES.one, { id }), { signal })).data,
    refetchInterval: (query) => (query.state.data && busy(query.state.data.status) ? POLL_MS : false),
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
