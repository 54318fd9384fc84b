import { type BenefitIcon } from '@nordhub/contracts';

/** A pictogram per benefit icon name; decorative, the benefit's text says what it is. */
export const benefitIcons: Record<BenefitIcon, string> = {
  beer: '🍺',
  coffee: '☕',
  gym: '🏋️',
  healthcare: '🩺',
  equity: '📈',
  pension: '🏦',
  pet: '🐾',
  remote: '🏠',
  lunch: '🥗',
  education: '🎓',
  'flexible-hours': '🕒',
  'parental-leave': '👶',
  vacation: '🏖️',
  bike: '🚲',
  parking: '🅿️',
  phone: '📱',
  laptop: '💻',
  insurance: '🛡️',
  social: '🎉',
  other: '✨',
};
