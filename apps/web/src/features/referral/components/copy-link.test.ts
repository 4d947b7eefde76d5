import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyLink } from './copy-link';

const LINK = 'https://school.example/class/r/ABCD2345';

function field(): HTMLInputElement {
  const input = document.createElement('input');
  input.value = LINK;
  document.body.append(input);
  return input;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('copying the referral link (decision 092)', () => {
  it('uses the Clipboard API where it is there', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyLink(LINK, field())).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('falls back to copying the selected field when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) },
    });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const input = field();
    expect(await copyLink(LINK, input)).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(LINK.length);
  });

  it('leaves the link selected for a manual copy when nothing can copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
    const input = field();
    expect(await copyLink(LINK, input)).toBe('selected');
    expect(input.selectionEnd).toBe(LINK.length);
  });
});
