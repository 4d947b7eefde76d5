import {
  CONSOLE_COURSES_ROUTES,
  type ConsoleManifest,
  type CourseDraft,
  type CourseDraftCreateBody,
  type CourseDraftPublished,
} from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut, apiRequest } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { courseKeys } from './course-keys';
import { type Draft, toDraft } from './get-draft';

/** `POST /staff/course-drafts`: opens a published course (its draft if one exists) or starts a new one. */
export async function openDraft(body: CourseDraftCreateBody): Promise<Draft> {
  const { data } = await apiPost<CourseDraft>(staffPath(CONSOLE_COURSES_ROUTES.drafts), { body });
  return toDraft(data);
}

/** `PUT /staff/course-drafts/{id}`: the whole manifest at the revision it was read. */
export async function saveDraft(id: number, revision: number, manifest: ConsoleManifest): Promise<Draft> {
  const { data } = await apiPut<CourseDraft>(staffPath(CONSOLE_COURSES_ROUTES.draft, { id }), {
    body: { revision, manifest },
  });
  return toDraft(data);
}

/** `POST /staff/course-drafts/{id}/publish`. */
export async function publishDraft(id: number, revision: number, note: string) {
  const { data } = await apiPost<CourseDraftPublished>(staffPath(CONSOLE_COURSES_ROUTES.publish, { id }), {
    body: { revision, ...(note.trim() && { note: note.trim() }) },
  });
  return { version: data.version, draft: toDraft(data.draft) };
}

/** `DELETE /staff/course-drafts/{id}`. */
export async function discardDraft(id: number): Promise<void> {
  await apiRequest<null>('DELETE', staffPath(CONSOLE_COURSES_ROUTES.draft, { id }));
}

export function useOpenDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDraft,
    onSuccess: (draft) => {
      queryClient.setQueryData(courseKeys.draft(draft.id), draft);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
    },
  });
}

export function useSaveDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, manifest }: { revision: number; manifest: ConsoleManifest }) =>
      saveDraft(id, revision, manifest),
    onSuccess: (draft) => {
      queryClient.setQueryData(courseKeys.draft(id), draft);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
    },
  });
}

export function usePublishDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, note }: { revision: number; note: string }) => publishDraft(id, revision, note),
    onSuccess: ({ draft }) => {
      queryClient.setQueryData(courseKeys.draft(id), draft);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
    },
  });
}

export function useDiscardDraft(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => discardDraft(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: courseKeys.draft(id) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.list() });
    },
  });
}
