import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@cp/contract';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { fieldErrors } from '../../../lib/api/field-errors';
import { queryClient } from '../../../lib/query/query-client';
import { seedCurrentUser } from '../../../lib/session/current-user-query';
import { profileQueryKey } from './profile-query';
import { setAvatar } from './set-avatar';
import { uploadAvatarFile } from './upload-avatar';

/** Why a picture was not taken: the screen translates the kind; `message` is the server's own text. */
export type AvatarProblem =
  | { kind: 'too-big' }
  | { kind: 'wrong-type'; message?: string }
  | { kind: 'failed' };

/**
 * Checked before uploading, with the server's own limits (decision 030): a picture the
 * server would refuse is not sent. A file the browser cannot type ('') goes to the
 * server, which reads its type from its first bytes.
 */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (file.type && !(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
    return { kind: 'wrong-type' };
  if (file.size > AVATAR_MAX_BYTES) return { kind: 'too-big' };
  return null;
}

export function avatarProblem(error: unknown): AvatarProblem {
  if (error instanceof ApiError) {
    if (error.status === 413) return { kind: 'too-big' };
    if (error.status === 415) return { kind: 'wrong-type' };
    if (error.status === 422) {
      const messages = Object.values(fieldErrors(error)).flat();
      return messages.length > 0
        ? { kind: 'wrong-type', message: messages.join(' ') }
        : { kind: 'wrong-type' };
    }
  }
  return { kind: 'failed' };
}

/**
 * Upload, then make it the avatar (decision 030), then the cached user (header, menus)
 * and the profile show it. Plain state, not useMutation (ARCHITECTURE §7 budget).
 */
export function useChangeAvatar() {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);

  const change = useCallback(async (file: File) => {
    if (inFlight.current) return;
    setDone(false);
    const refused = checkAvatarFile(file);
    setProblem(refused);
    if (refused) return;
    inFlight.current = true;
    setProgress(0);
    try {
      const uploaded = await uploadAvatarFile(file, setProgress);
      const user = await setAvatar(uploaded.id);
      seedCurrentUser(user);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      setDone(true);
    } catch (error) {
      setProblem(avatarProblem(error));
    } finally {
      inFlight.current = false;
      setProgress(null);
    }
  }, []);

  return { change, progress, pending: progress !== null, problem, done };
}
