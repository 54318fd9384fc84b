import {
  benefitIconSchema,
  contactPreferenceSchema,
  countryCodeSchema,
  countryNames,
  jobCategories,
  jobSortLabels,
  jobStatusLabels,
  jobStatusSchema,
  positionTypeLabels,
  positionTypeSchema,
  type BenefitIcon,
  type IconOption,
  type Option,
} from '@nordhub/contracts';

/*
 * The option lists of the site configuration . Values are stored on entities
 * (companies.industries, investors.markets, ...), so a value must never be renamed; texts may
 * change freely. The seed draws its values from these lists.
 */

export const countryOptions: Option[] = countryCodeSchema.options.map((code) => ({ text: countryNames[code], value: code }));

export const positionTypeOptions: Option[] = positionTypeSchema.options.map((value) => ({
  text: positionTypeLabels[value],
  value,
}));

export const receiveApplicantsOptions: Option[] = [
  { text: 'On Nordhub (applicants on your kanban board)', value: 'platform' },
  { text: 'On our own website (link)', value: 'url' },
  { text: 'By e-mail', value: 'email' },
];

export const jobStatusOptions: Option[] = jobStatusSchema.options.map((value) => ({ text: jobStatusLabels[value], value }));

export const jobRoleOptions: IconOption[] = jobCategories.map((category) => ({
  text: category.label,
  value: category.slug,
  icon: category.icon,
  color: category.color,
}));

export const jobSortingOptions: Option[] = Object.entries(jobSortLabels).map(([value, text]) => ({ text, value }));

export const interestedStatusOptions: Option[] = [
  { text: 'Interested', value: 'interested' },
  { text: 'Not interested', value: 'uninterested' },
];

export const industryOptions: IconOption[] = [
  { text: 'AI & machine learning', value: 'ai', icon: 'cpu', color: '#5e35b1' },
  { text: 'Agritech', value: 'agritech', icon: 'sprout', color: '#7cb342' },
  { text: 'Biotech', value: 'biotech', icon: 'dna', color: '#00897b' },
  { text: 'Cleantech & energy', value: 'cleantech', icon: 'sun', color: '#f9a825' },
  { text: 'Consumer', value: 'consumer', icon: 'shopping-bag', color: '#ef6c00' },
  { text: 'Cybersecurity', value: 'cybersecurity', icon: 'shield', color: '#37474f' },
  { text: 'E-commerce', value: 'e-commerce', icon: 'shopping-cart', color: '#e53935' },
  { text: 'Edtech', value: 'edtech', icon: 'book-open', color: '#1e88e5' },
  { text: 'Fintech', value: 'fintech', icon: 'credit-card', color: '#2e7d32' },
  { text: 'Foodtech', value: 'foodtech', icon: 'coffee', color: '#8d6e63' },
  { text: 'Gaming', value: 'gaming', icon: 'gamepad', color: '#8e24aa' },
  { text: 'Hardware & IoT', value: 'hardware', icon: 'cpu', color: '#546e7a' },
  { text: 'Healthtech', value: 'healthtech', icon: 'heart', color: '#d81b60' },
  { text: 'HR tech', value: 'hr-tech', icon: 'users', color: '#f4511e' },
  { text: 'Impact', value: 'impact', icon: 'globe', color: '#43a047' },
  { text: 'Insurtech', value: 'insurtech', icon: 'umbrella', color: '#0277bd' },
  { text: 'Legaltech', value: 'legaltech', icon: 'scale', color: '#4e342e' },
  { text: 'Logistics', value: 'logistics', icon: 'truck', color: '#6d4c41' },
  { text: 'Marketplace', value: 'marketplace', icon: 'store', color: '#00838f' },
  { text: 'Media & content', value: 'media', icon: 'film', color: '#ad1457' },
  { text: 'Mobility', value: 'mobility', icon: 'navigation', color: '#3949ab' },
  { text: 'Proptech', value: 'proptech', icon: 'home', color: '#6a1b9a' },
  { text: 'SaaS', value: 'saas', icon: 'cloud', color: '#039be5' },
  { text: 'Travel', value: 'travel', icon: 'map', color: '#00acc1' },
];

const sdgNames = [
  'No poverty',
  'Zero hunger',
  'Good health and well-being',
  'Quality education',
  'Gender equality',
  'Clean water and sanitation',
  'Affordable and clean energy',
  'Decent work and economic growth',
  'Industry, innovation and infrastructure',
  'Reduced inequalities',
  'Sustainable cities and communities',
  'Responsible consumption and production',
  'Climate action',
  'Life below water',
  'Life on land',
  'Peace, justice and strong institutions',
  'Partnerships for the goals',
];
// The official UN colours of the 17 goals.
const sdgColors = [
  '#e5243b', '#dda63a', '#4c9f38', '#c5192d', '#ff3a21', '#26bde2', '#fcc30b', '#a21942', '#fd6925',
  '#dd1367', '#fd9d24', '#bf8b2e', '#3f7e44', '#0a97d9', '#56c02b', '#00689d', '#19486a',
];
export const sdgOptions: IconOption[] = sdgNames.map((text, index) => ({
  text: `${index + 1}. ${text}`,
  value: String(index + 1),
  icon: `sdg-${index + 1}`,
  color: sdgColors[index] as string,
}));

export const fundingOptions: Option[] = [
  { text: 'Bootstrapped', value: 'bootstrapped' },
  { text: 'Under €500k', value: 'under-500k' },
  { text: '€500k - €2M', value: '500k-2m' },
  { text: '€2M - €10M', value: '2m-10m' },
  { text: '€10M - €50M', value: '10m-50m' },
  { text: 'Over €50M', value: 'over-50m' },
];

export const fundingStageOptions: Option[] = [
  { text: 'Bootstrapped', value: 'bootstrapped' },
  { text: 'Pre-seed', value: 'pre-seed' },
  { text: 'Seed', value: 'seed' },
  { text: 'Series A', value: 'series-a' },
  { text: 'Series B', value: 'series-b' },
  { text: 'Series C+', value: 'series-c' },
  { text: 'Public', value: 'public' },
];

const perkTexts: Record<BenefitIcon, string> = {
  beer: 'Friday bar',
  coffee: 'Free coffee',
  gym: 'Gym membership',
  healthcare: 'Health insurance',
  equity: 'Employee stock options',
  pension: 'Pension scheme',
  pet: 'Dog-friendly office',
  remote: 'Remote-friendly',
  lunch: 'Catered lunch',
  education: 'Learning budget',
  'flexible-hours': 'Flexible hours',
  'parental-leave': 'Extended parental leave',
  vacation: 'Extra vacation days',
  bike: 'Bike scheme',
  parking: 'Free parking',
  phone: 'Phone and internet',
  laptop: 'Laptop of your choice',
  insurance: 'Accident insurance',
  social: 'Team trips and events',
  other: 'Other',
};
export const perkOptions: IconOption[] = benefitIconSchema.options.map((icon) => ({ text: perkTexts[icon], value: icon, icon }));

export const stageOptions: Option[] = [
  { text: 'Idea', value: 'idea' },
  { text: 'Product development', value: 'product-development' },
  { text: 'Go to market', value: 'go-to-market' },
  { text: 'Growth', value: 'growth' },
  { text: 'Scale-up', value: 'scale-up' },
];

export const businessModelOptions: Option[] = [
  { text: 'B2B', value: 'b2b' },
  { text: 'B2C', value: 'b2c' },
  { text: 'B2B2C', value: 'b2b2c' },
  { text: 'Marketplace', value: 'marketplace' },
  { text: 'SaaS subscription', value: 'saas' },
  { text: 'Hardware', value: 'hardware' },
];

export const slackNotificationOptions: Option[] = [
  // Only events something sends (integrations/slack notifySlack); decision 022.
  { text: 'New applicant', value: 'new-applicant' },
  { text: 'A job is due to be confirmed still open', value: 'job-confirmation-due' },
];

export const numberOfEmployeesOptions: Option[] = [
  { text: '1-10', value: '1-10' },
  { text: '11-50', value: '11-50' },
  { text: '51-200', value: '51-200' },
  { text: '201-500', value: '201-500' },
  { text: '500+', value: '500+' },
];

export const keyFigureNameOptions: Option[] = [
  { text: 'Founded', value: 'founded' },
  { text: 'Employees', value: 'employees' },
  { text: 'Nationalities', value: 'nationalities' },
  { text: 'Customers', value: 'customers' },
  { text: 'Countries served', value: 'countries' },
  { text: 'Funding raised', value: 'funding-raised' },
  { text: 'Annual revenue', value: 'revenue' },
  { text: 'Women in team', value: 'women-share' },
];

export const investorCategoryOptions: Option[] = [
  { text: 'Angel investor', value: 'angel' },
  { text: 'Angel network', value: 'angel-network' },
  { text: 'Venture capital', value: 'vc' },
  { text: 'Corporate venture capital', value: 'cvc' },
  { text: 'Accelerator', value: 'accelerator' },
  { text: 'Family office', value: 'family-office' },
  { text: 'Public funding', value: 'public-funding' },
];

export const investmentRangeOptions: Option[] = [
  { text: 'Under €50k', value: 'under-50k' },
  { text: '€50k - €250k', value: '50k-250k' },
  { text: '€250k - €1M', value: '250k-1m' },
  { text: '€1M - €5M', value: '1m-5m' },
  { text: '€5M - €20M', value: '5m-20m' },
  { text: 'Over €20M', value: 'over-20m' },
];

export const marketOptions: Option[] = [
  { text: 'Nordics', value: 'nordics' },
  { text: 'Denmark', value: 'DK' },
  { text: 'Sweden', value: 'SE' },
  { text: 'Norway', value: 'NO' },
  { text: 'Finland', value: 'FI' },
  { text: 'Iceland', value: 'IS' },
  { text: 'Europe', value: 'europe' },
  { text: 'Global', value: 'global' },
];

const contactPreferenceTexts = { EMAIL: 'E-mail', WEBSITE: 'Website' } as const;
export const contactPreferenceOptions: Option[] = contactPreferenceSchema.options.map((value) => ({
  text: contactPreferenceTexts[value],
  value,
}));

export const toolCategoryOptions: Option[] = [
  { text: 'Hiring & HR', value: 'hiring' },
  { text: 'Finance & accounting', value: 'finance' },
  { text: 'Legal', value: 'legal' },
  { text: 'Marketing', value: 'marketing' },
  { text: 'Sales & CRM', value: 'sales' },
  { text: 'Productivity', value: 'productivity' },
  { text: 'Development', value: 'development' },
  { text: 'Design', value: 'design' },
];

export const partnerCategoryOptions: Option[] = [
  { text: 'Accelerators & incubators', value: 'accelerator' },
  { text: 'Communities', value: 'community' },
  { text: 'Universities', value: 'university' },
  { text: 'Service providers', value: 'services' },
  { text: 'Media', value: 'media' },
  { text: 'Public organisations', value: 'public' },
];

export const emailPlaceholderOptions: Option[] = [
  { text: 'First name', value: '{{firstName}}' },
  { text: 'Last name', value: '{{lastName}}' },
  { text: 'Job title', value: '{{jobTitle}}' },
  { text: 'Company name', value: '{{companyName}}' },
];

export const uiFeatureOptions: Option[] = [
  { text: 'Kanban board introduction', value: 'kanban-intro' },
  { text: 'Job boost introduction', value: 'boost-intro' },
  { text: 'Profile switcher introduction', value: 'profile-switch-intro' },
  { text: 'Saved searches introduction', value: 'saved-search-intro' },
  { text: 'Quick apply introduction', value: 'quick-apply-intro' },
];

export const kanbanColumnColors: string[] = [
  '#3f51b5',
  '#1e88e5',
  '#00897b',
  '#43a047',
  '#f9a825',
  '#ef6c00',
  '#e53935',
  '#8e24aa',
  '#6d4c41',
  '#546e7a',
];
