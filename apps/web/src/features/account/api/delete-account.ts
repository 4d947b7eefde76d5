import { ROUTES } from '@cp/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** `DELETE /user` (spec 01 §7): 204; every session of the account ends. */
export async function deleteAccount(): Promise<void> {
  await apiRequest<null>('DELETE', ROUTES.user);
}
