import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PATHS } from '../../../lib/routing/paths';
import { seedCurrentUser } from '../../../lib/session/current-user-query';
import { updateUserEmail } from '../api/update-user-email';
import { EmailDialog } from './email-dialog';

let open: Promise<boolean> | null = null;

async function saveEmail(email: string) {
  const result = await updateUserEmail(email);
  // The guards read the user from the cache: with the e-mail there, step 7 passes.
  if (result.ok) seedCurrentUser(result.user);
  return result;
}

/**
 * The e-mail step of the guard (spec 01 §4 step 7), asked before the route renders: the
 * dialog mounts on its own root because the route's screen is not rendered yet (on a
 * first load nothing is). Resolves true once the e-mail is saved, false when the
 * learner cancels or the navigation is abandoned.
 */
export function askForEmail(signal?: AbortSignal): Promise<boolean> {
  if (open) return open;
  open = new Promise<boolean>((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let finished = false;
    const finish = (saved: boolean) => {
      if (finished) return;
      finished = true;
      signal?.removeEventListener('abort', abandon);
      open = null;
      resolve(saved);
      // Not from inside the dialog's own event handler.
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    const abandon = () => finish(false);
    signal?.addEventListener('abort', abandon);
    root.render(
      <StrictMode>
        <EmailDialog save={saveEmail} onDone={finish} />
      </StrictMode>,
    );
  });
  return open;
}

/**
 * spec 01 §4 step 7 in the guard: null once the e-mail is saved; on Cancel, where to go
 * instead, which keeps the learner where they were: `previous`, the page being left (inside
 * the router base, with its query); on a first load there is none, so courses.
 */
export async function emailStep(
  signal: AbortSignal,
  target: string,
  previous: string | null,
): Promise<string | null> {
  if (await askForEmail(signal)) return null;
  return previous && previous !== target ? previous : PATHS.courses;
}
