import { describe, expect, it } from 'vitest';
import { checkDesign, drawable, sameDesign } from './design-form';

const values = {
  showLogo: true,
  primaryColor: '#1F3A5F',
  accentColor: '#c9a227',
  signatureText: ' Anna, head ',
};

describe('the certificate design form (issue 32)', () => {
  it('sends the colours in lower case and the signature trimmed', () => {
    expect(checkDesign(values)).toEqual({
      body: {
        show_logo: true,
        primary_color: '#1f3a5f',
        accent_color: '#c9a227',
        signature_text: 'Anna, head',
      },
    });
  });

  it('refuses a colour that is not #rrggbb and a signature over 120 characters', () => {
    expect(checkDesign({ ...values, primaryColor: 'blue', signatureText: 'x'.repeat(121) })).toEqual({
      errors: { primaryColor: 'design.colorInvalid', signatureText: 'design.signatureTooLong' },
    });
    expect(checkDesign({ ...values, accentColor: '#abc' })).toEqual({
      errors: { accentColor: 'design.colorInvalid' },
    });
  });

  it('is unchanged by case and surrounding spaces; the preview draws the last whole colour', () => {
    expect(sameDesign(values, { ...values, primaryColor: '#1f3a5f', signatureText: 'Anna, head' })).toBe(
      true,
    );
    expect(sameDesign(values, { ...values, showLogo: false })).toBe(false);
    expect(drawable('#12', '#000000')).toBe('#000000');
    expect(drawable('#123456', '#000000')).toBe('#123456');
  });
});
