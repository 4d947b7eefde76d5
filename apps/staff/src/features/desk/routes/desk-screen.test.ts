import { describe, expect, it } from 'vitest';
import { parseChatId } from './desk-screen';

describe('the chat id of the desk path', () => {
  it('is a positive whole number, else the list alone', () => {
    expect(parseChatId('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', '01', 'abc', '99999999999999999']) {
      expect(parseChatId(bad), String(bad)).toBeNull();
    }
  });
});
