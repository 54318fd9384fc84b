export { PlaceholderPage, type PlaceholderPageProps } from './components/placeholder-page/placeholder-page';
export { ErrorPage, ErrorPageFallback, errorPageTexts, type ErrorPageProps, type ErrorPageTexts } from './components/error-page/error-page';
export { LocalizedErrorPage } from './components/error-page/localized-error-page';
export { useDocumentTitle, formatDocumentTitle, SITE_NAME } from './hooks/use-document-title';
export {
  BrandedSiteFrame,
  PoweredByNordhub,
  SiteNoticePage,
  type BrandedSiteFrameProps,
  type BrandedSiteTone,
  type PoweredByNordhubProps,
  type SiteNoticePageProps,
} from './components/branded-site/branded-site';
export { CareersHero, type CareersHeroPicture, type CareersHeroProps, type CareersHeroVideo } from './components/careers-hero/careers-hero';
export { FilterChips, type FilterChip, type FilterChipsProps } from './components/filter-chips/filter-chips';
export { ClosedJobNotice, Fact, FactGrid, FactList, JobListEntry, JobResultsHeader, JobMetaLine, JobSearchForm, MutedText, Pager, type FactGridItem, type FactProps, type JobListEntryProps, type JobMetaLineProps, type PagerProps } from './components/job-list/job-list';
