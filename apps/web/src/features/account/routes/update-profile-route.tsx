import { RequiredStep } from '../components/required-step';

/** spec 01 §2 updateProfile, here in its forced-step role. */
export function Component() {
  return <RequiredStep step="profile" />;
}
