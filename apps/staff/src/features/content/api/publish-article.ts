import { CONSOLE_CONTENT_ROUTES, type ConsoleArticle } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { contentKeys } from './content-rows';

/** `POST /staff/content/articles/{id}/publish` or `/unpublish`: into the learners' feed or out of it. */
export function usePublishArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, publish }: { id: number; publish: boolean }) =>
      (
        await apiPost<ConsoleArticle>(
          staffPath(
            publish ? CONSOLE_CONTENT_ROUTES.articlePublish : CONSOLE_CONTENT_ROUTES.articleUnpublish,
            {
              id,
            },
          ),
        )
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
