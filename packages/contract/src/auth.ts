import { z } from 'zod';
import { authFailure, authSuccess } from './errors.js';
import { userResource } from './user.js';

/** POST /auth/login (spec 01 §5: e-mail trimmed and lower-cased, password required). */
export const loginBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email cannot be blank.')
    .max(255)
    .pipe(z.email('Email is not a valid email address.')),
  password: z.string().min(1, 'Password cannot be blank.').max(1024),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginData = z.object({ token: z.string(), user: userResource });
export const loginResponse = z.union([authSuccess(loginData), authFailure]);
export type LoginResponse = z.infer<typeof loginResponse>;
