import { z } from 'zod';

/** 422: a list of field errors (Yii2 style, ARCHITECTURE §5). */
export const validationErrorItem = z.object({ field: z.string(), message: z.string() });
export const validationErrorList = z.array(validationErrorItem);
export type ValidationErrorItem = z.infer<typeof validationErrorItem>;

/** Every other failure: `{ name, message, code, status }`. */
export const httpError = z.object({
  name: z.string(),
  message: z.string(),
  code: z.number().int(),
  status: z.number().int(),
});
export type HttpError = z.infer<typeof httpError>;

/** Auth-style failure: errors keyed by field holding message lists. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;
export const authFailure = z.object({ success: z.literal(false), errors: fieldErrors });

/** Auth-style success wrapper around `data`. */
export function authSuccess<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Stable machine codes of our own errors, used for translation on the client. */
export const ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  tooManyAttempts: 'too_many_attempts',
  unknownDomain: 'unknown_domain',
} as const;
