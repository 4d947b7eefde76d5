import {
  CERTIFICATE_SIGNATURE_MAX,
  type CertificateDesign,
  type CertificateDesignBody,
  HEX_COLOR_PATTERN,
} from '@cp/contract';

/** The design form's values in client names. */
export interface DesignFormValues {
  showLogo: boolean;
  primaryColor: string;
  accentColor: string;
  signatureText: string;
}
export type DesignField = keyof DesignFormValues;

/** The server's field names of a 422, as the form's. */
export const SERVER_NAMES: Record<string, DesignField> = {
  show_logo: 'showLogo',
  primary_color: 'primaryColor',
  accent_color: 'accentColor',
  signature_text: 'signatureText',
};

export const designFormOf = (design: CertificateDesign): DesignFormValues => ({
  showLogo: design.show_logo,
  primaryColor: design.primary_color,
  accentColor: design.accent_color,
  signatureText: design.signature_text,
});

export const sameDesign = (a: DesignFormValues, b: DesignFormValues) =>
  a.showLogo === b.showLogo &&
  a.primaryColor.toLowerCase() === b.primaryColor.toLowerCase() &&
  a.accentColor.toLowerCase() === b.accentColor.toLowerCase() &&
  a.signatureText.trim() === b.signatureText.trim();

/** The form's own check before it sends (the server checks again): keys of the texts to show. */
export function checkDesign(
  values: DesignFormValues,
): { body: CertificateDesignBody } | { errors: Partial<Record<DesignField, string>> } {
  const errors: Partial<Record<DesignField, string>> = {};
  if (!HEX_COLOR_PATTERN.test(values.primaryColor)) errors.primaryColor = 'design.colorInvalid';
  if (!HEX_COLOR_PATTERN.test(values.accentColor)) errors.accentColor = 'design.colorInvalid';
  if (values.signatureText.trim().length > CERTIFICATE_SIGNATURE_MAX)
    errors.signatureText = 'design.signatureTooLong';
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      show_logo: values.showLogo,
      primary_color: values.primaryColor.toLowerCase(),
      accent_color: values.accentColor.toLowerCase(),
      signature_text: values.signatureText.trim(),
    },
  };
}

/** A colour the preview can draw: the typed one when it is whole, else the last saved. */
export const drawable = (typed: string, saved: string) => (HEX_COLOR_PATTERN.test(typed) ? typed : saved);
