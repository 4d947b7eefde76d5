import {
  CONSOLE_LEARNER_INVITE_ROUTES,
  type EnrolBody,
  type Language,
  type LearnerInvited,
  type MailOutcome,
} from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type LearnerSummary, toLearnerSummary } from '../lib/learner';
import { peopleKeys } from './people-keys';

export interface InviteLearnerInput {
  email: string;
  name?: string;
  lastName?: string;
  /** The account's and the mail's language; left out: the learner's, else the school's. */
  language?: Language;
  enrol?: EnrolBody;
}

/** What became of an invitation (issue 28): the learner, the mail's fate and the link to pass on. */
export interface LearnerInvitation {
  learner: LearnerSummary;
  created: boolean;
  courseTitle: string | null;
  mail: MailOutcome;
  link: string;
  /** A one-time link that signs in and asks for a password; else the app's sign-in page. */
  linkSignsIn: boolean;
}

export function toLearnerInvitation(answer: LearnerInvited): LearnerInvitation {
  return {
    learner: toLearnerSummary(answer.learner),
    created: answer.created,
    courseTitle: answer.stream?.course_title ?? null,
    mail: answer.mail,
    link: answer.link,
    linkSignsIn: answer.link_signs_in,
  };
}

/** `POST /staff/learners/invite` (decision 115). */
export async function inviteLearner(input: InviteLearnerInput): Promise<LearnerInvitation> {
  const body = {
    email: input.email,
    name: input.name || undefined,
    last_name: input.lastName || undefined,
    language: input.language,
    enrol: input.enrol,
  };
  const { data } = await apiPost<LearnerInvited>(staffPath(CONSOLE_LEARNER_INVITE_ROUTES.invite), { body });
  return toLearnerInvitation(data);
}

export function useInviteLearner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteLearner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'learners'] }),
  });
}
