import { VIDEO_CONSULTATION_NOTE_MAX_LENGTH } from '@cp/contract';
import { z } from 'zod';

/**
 * The ordering form (spec 02 §2: date, time, phone and comment). Messages are keys of the
 * `videoconsultations` namespace; the server checks the same again (spec 02 §5 "Phone format
 * must be valid"; the phone in international form, decision 055).
 */
/**
 * The phone check with its number metadata (29 KB gzip) loads apart from the screen: on the
 * first focus of the phone field (`preloadPhoneCheck`) or the first submit (decision 055).
 */
let phoneCheck: Promise<(text: string) => boolean> | null = null;
export function loadPhoneCheck() {
  phoneCheck ??= import('libphonenumber-js/min').then((m) => m.isValidPhoneNumber);
  return phoneCheck;
}

export const orderFormSchema = z.object({
  date: z.string().min(1, 'form.errors.date'),
  slot: z.string().min(1, 'form.errors.time'),
  phone: z
    .string()
    .trim()
    .min(1, 'form.errors.phoneRequired')
    .refine(async (v) => (await loadPhoneCheck())(v), 'form.errors.phone'),
  note: z.string().trim().max(VIDEO_CONSULTATION_NOTE_MAX_LENGTH, 'form.errors.noteLong'),
});

export type OrderFormValues = z.input<typeof orderFormSchema>;
