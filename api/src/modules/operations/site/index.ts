// The public face of the site module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export {
  businessModelOptions,
  countryOptions,
  fundingOptions,
  fundingStageOptions,
  industryOptions,
  investmentRangeOptions,
  kanbanColumnColors,
  marketOptions,
  numberOfEmployeesOptions,
  partnerCategoryOptions,
  perkOptions,
  sdgOptions,
  slackNotificationOptions,
  stageOptions,
  toolCategoryOptions,
} from './options';
export { siteRoutes } from './routes';
export { buildSiteConfiguration, cacheSiteConfiguration } from './service';
export type { CachedSiteConfiguration } from './service';
export * as siteOptions from './options';
