import type { Query } from '@tanstack/react-query';

/**
 * A query a form is started from says so with `meta: { startsAForm: true }` (the brand's view):
 * loading it again starts the form afresh, so it is fetched only when the screen opens or the
 * person asks, never because the realtime connection (re)opened.
 */
export const FORM_SOURCE = { startsAForm: true } as const;

/** Whether a refetch of everything (the realtime connection's `ready`) may load `query` again. */
export const refetchedOnReconnect = (query: Query): boolean => query.meta?.startsAForm !== true;
