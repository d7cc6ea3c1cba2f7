/** Where the footer's contact channels lead; their visible texts are in the i18n dictionaries. */
export const CONTACT_CHANNELS = {
  phone: 'tel:+908500000000',
  email: 'mailto:destek@vitrin.example',
  whatsapp: 'https://wa.me/908500000000',
} as const;
