import type { ScoutOrderForm } from '@nordhub/contracts';

/** A valid order body; tests override what they are about. */
export const scoutOrderInput = {
  kind: 'headhunter',
  role: 'Head of Sales',
  brief: 'We sell climate software to Nordic utilities and need someone to build the sales team from three to ten people.',
  budget: '900,000–1,100,000 DKK a year',
  contactName: 'Astrid Holm',
  contactEmail: 'astrid@fjord.example',
  contactPhone: '+45 12 34 56 78',
} satisfies ScoutOrderForm;
