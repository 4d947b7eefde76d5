import {
  CONSOLE_LEARNER_INVITE_ROUTES,
  HEADERS,
  type Language,
  type LearnerImportIssue,
  type LearnerImportPreview,
  type LearnerImportResult,
  type MailOutcome,
} from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildUrl, STAFF_APP_ID } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { staffPath } from '../../../lib/api/staff-path';
import { emitUnauthorized } from '../../../lib/api/unauthorized';
import { getToken } from '../../../lib/session/token-storage';
import { peopleKeys } from './people-keys';

/** The streams' dates of rows with a course, in seconds. */
export interface ImportDates {
  startDate: number;
  endDate: number;
}

export interface ImportRow {
  line: number;
  email: string;
  name: string | null;
  lastName: string | null;
  course: { id: number; title: string } | null;
  language: Language | null;
  /** The school's learner with this e-mail; null: a new account. */
  learnerId: number | null;
  errors: LearnerImportIssue[];
}

export interface ImportPreview {
  rows: ImportRow[];
  valid: number;
  invalid: number;
}

export interface ImportedRow {
  line: number;
  email: string;
  learnerId: number;
  created: boolean;
  enrolled: boolean;
  mail: MailOutcome;
  link: string;
  linkSignsIn: boolean;
}

export interface ImportResult {
  created: number;
  existing: number;
  enrolled: number;
  rows: ImportedRow[];
}

export function toImportPreview(answer: LearnerImportPreview): ImportPreview {
  return {
    valid: answer.valid,
    invalid: answer.invalid,
    rows: answer.rows.map((r) => ({
      line: r.line,
      email: r.email,
      name: r.name,
      lastName: r.last_name,
      course: r.course,
      language: r.language,
      learnerId: r.learner_id,
      errors: r.errors,
    })),
  };
}

export function toImportResult(answer: LearnerImportResult): ImportResult {
  return {
    created: answer.created,
    existing: answer.existing,
    enrolled: answer.enrolled,
    rows: answer.rows.map((r) => ({
      line: r.line,
      email: r.email,
      learnerId: r.learner_id,
      created: r.created,
      enrolled: r.stream_id !== null,
      mail: r.mail,
      link: r.link,
      linkSignsIn: r.link_signs_in,
    })),
  };
}

/** The file as the multipart `file` of the preview or the import, the dates in the query. */
async function sendFile<T>(path: string, file: File, dates: ImportDates): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADERS.appType, 'web');
  headers.set(HEADERS.appId, STAFF_APP_ID);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const query = { start_date: dates.startDate, end_date: dates.endDate };
  const response = await fetch(buildUrl(staffPath(path), query), { method: 'POST', headers, body: form });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) emitUnauthorized();
    throw new ApiError(response.status, data);
  }
  return data as T;
}

/** `POST /staff/learners/import/preview`: every row checked, nothing written (decision 115). */
export async function previewImport(file: File, dates: ImportDates): Promise<ImportPreview> {
  return toImportPreview(
    await sendFile<LearnerImportPreview>(CONSOLE_LEARNER_INVITE_ROUTES.importPreview, file, dates),
  );
}

/** `POST /staff/learners/import`: all rows in one transaction, or none (422 per line and column). */
export async function importLearners(file: File, dates: ImportDates): Promise<ImportResult> {
  return toImportResult(
    await sendFile<LearnerImportResult>(CONSOLE_LEARNER_INVITE_ROUTES.import, file, dates),
  );
}

export const usePreviewImport = () =>
  useMutation({ mutationFn: (v: { file: File; dates: ImportDates }) => previewImport(v.file, v.dates) });

export function useImportLearners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { file: File; dates: ImportDates }) => importLearners(v.file, v.dates),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'learners'] }),
  });
}
