import { RequiredStep } from '../components/required-step';

/** spec 01 §2 resetPassword: forced password change. */
export function Component() {
  return <RequiredStep step="password" />;
}
