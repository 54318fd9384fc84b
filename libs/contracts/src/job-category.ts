// No zod here: a page showing a job's category loads only these lists (the schemas built from
// them are in enums.ts; the first-visit weight budget).

/** Job categories (the product spec's entities); the slug is stored and used in URLs. */
export const jobCategorySlugs = [
  'backend',
  'devops',
  'frontend',
  'fullstack',
  'mobile',
  'business-development',
  'operations',
  'customer-success',
  'design',
  'marketing',
  'project-management',
  'sales',
  'cxo',
  'engineer',
  'finance',
  'hr',
  'data-science',
  'legal',
  'analyst',
  'product-management',
  'qa',
  'ux-ui-designer',
  'other',
] as const;
export type JobCategory = (typeof jobCategorySlugs)[number];

export interface JobCategoryInfo {
  slug: JobCategory;
  label: string;
  /** Icon name resolved by the design system's icon set. */
  icon: string;
  /** Accent colour of the category's badge. */
  color: string;
}

export const jobCategories: readonly JobCategoryInfo[] = [
  { slug: 'backend', label: 'Backend', icon: 'server', color: '#3f51b5' },
  { slug: 'devops', label: 'DevOps', icon: 'infinity', color: '#00838f' },
  { slug: 'frontend', label: 'Frontend', icon: 'code', color: '#1e88e5' },
  { slug: 'fullstack', label: 'Full-stack', icon: 'layers', color: '#5e35b1' },
  { slug: 'mobile', label: 'Mobile', icon: 'smartphone', color: '#00897b' },
  { slug: 'business-development', label: 'Business development', icon: 'trending-up', color: '#2e7d32' },
  { slug: 'operations', label: 'Operations', icon: 'settings', color: '#6d4c41' },
  { slug: 'customer-success', label: 'Customer service and success', icon: 'headset', color: '#f4511e' },
  { slug: 'design', label: 'Design', icon: 'pen-tool', color: '#d81b60' },
  { slug: 'marketing', label: 'Marketing', icon: 'megaphone', color: '#e53935' },
  { slug: 'project-management', label: 'Project management', icon: 'clipboard', color: '#8e24aa' },
  { slug: 'sales', label: 'Sales', icon: 'handshake', color: '#43a047' },
  { slug: 'cxo', label: 'CxO', icon: 'briefcase', color: '#37474f' },
  { slug: 'engineer', label: 'Engineer', icon: 'cpu', color: '#546e7a' },
  { slug: 'finance', label: 'Finance', icon: 'bar-chart', color: '#558b2f' },
  { slug: 'hr', label: 'HR', icon: 'users', color: '#ef6c00' },
  { slug: 'data-science', label: 'Data science', icon: 'database', color: '#0277bd' },
  { slug: 'legal', label: 'Legal', icon: 'scale', color: '#4e342e' },
  { slug: 'analyst', label: 'Analyst', icon: 'pie-chart', color: '#00695c' },
  { slug: 'product-management', label: 'Product management', icon: 'package', color: '#6a1b9a' },
  { slug: 'qa', label: 'QA', icon: 'check-circle', color: '#9e9d24' },
  { slug: 'ux-ui-designer', label: 'UX/UI designer', icon: 'layout', color: '#ad1457' },
  { slug: 'other', label: 'Other', icon: 'more-horizontal', color: '#757575' },
];

/** The second, coarser grouping of the product spec's entities; each group lists the categories it covers. */
export const jobCategoryGroupSlugs = [
  'business-development',
  'customer-success',
  'design',
  'development',
  'mobile-development',
  'operations',
  'marketing',
  'project-management',
  'sales',
] as const;
export type JobCategoryGroup = (typeof jobCategoryGroupSlugs)[number];

export interface JobCategoryGroupInfo {
  slug: JobCategoryGroup;
  label: string;
  icon: string;
  color: string;
  categories: readonly JobCategory[];
}

export const jobCategoryGroups: readonly JobCategoryGroupInfo[] = [
  { slug: 'business-development', label: 'Business development', icon: 'trending-up', color: '#2e7d32', categories: ['business-development'] },
  { slug: 'customer-success', label: 'Customer success', icon: 'headset', color: '#f4511e', categories: ['customer-success'] },
  { slug: 'design', label: 'Design', icon: 'pen-tool', color: '#d81b60', categories: ['design', 'ux-ui-designer'] },
  { slug: 'development', label: 'Development', icon: 'code', color: '#1e88e5', categories: ['fullstack', 'frontend', 'backend'] },
  { slug: 'mobile-development', label: 'Mobile development', icon: 'smartphone', color: '#00897b', categories: ['mobile'] },
  { slug: 'operations', label: 'Operations', icon: 'settings', color: '#6d4c41', categories: ['operations'] },
  { slug: 'marketing', label: 'Marketing', icon: 'megaphone', color: '#e53935', categories: ['marketing'] },
  { slug: 'project-management', label: 'Project management', icon: 'clipboard', color: '#8e24aa', categories: ['project-management'] },
  { slug: 'sales', label: 'Sales', icon: 'handshake', color: '#43a047', categories: ['sales'] },
];

export function jobCategoryInfo(slug: JobCategory): JobCategoryInfo {
  const info = jobCategories.find((category) => category.slug === slug);
  // The list is exhaustive over the enum (a test checks it), so this is unreachable.
  if (!info) throw new Error(`Unknown job category: ${slug}`);
  return info;
}
