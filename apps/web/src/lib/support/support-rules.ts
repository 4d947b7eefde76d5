import { SUPPORT_MESSAGE_MAX_LENGTH } from '@cp/contract';

export type MessageRule = 'required' | 'max';

/**
 * spec 01 §5, §9: a support message is required and at most 500 characters, counted as the
 * server counts them (the contract trims first).
 */
export function checkSupportMessage(message: string): MessageRule | undefined {
  const text = message.trim();
  if (!text) return 'required';
  return text.length > SUPPORT_MESSAGE_MAX_LENGTH ? 'max' : undefined;
}
