// Where users reach Endless (spec 02 §2 /contact; the locked screen and the legal pages name it).
// The spec does not give the real values: these are PLACEHOLDERS until the deployment sets
// VITE_SUPPORT_EMAIL and VITE_LEGAL_ADDRESS (address lines separated by "|").

const PLACEHOLDER_SUPPORT_EMAIL = 'support@endless.example';
const PLACEHOLDER_LEGAL_ADDRESS = [
  'Endless Legal Department (placeholder)',
  '100 Example Street, Suite 000',
  'Example City, EX 00000',
  'United States',
];

const supportEmail: string = import.meta.env.VITE_SUPPORT_EMAIL || PLACEHOLDER_SUPPORT_EMAIL;
const legalAddress: readonly string[] = import.meta.env.VITE_LEGAL_ADDRESS
  ? import.meta.env.VITE_LEGAL_ADDRESS.split('|')
  : PLACEHOLDER_LEGAL_ADDRESS;

export const contact = {
  supportEmail,
  supportMailto: `mailto:${supportEmail}`,
  legalAddress,
  /** True while the values are the built-in placeholders (the contact page says so). */
  isPlaceholder: !import.meta.env.VITE_SUPPORT_EMAIL || !import.meta.env.VITE_LEGAL_ADDRESS,
} as const;
