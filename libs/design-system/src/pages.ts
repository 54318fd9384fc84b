export { PlaceholderPage, type PlaceholderPageProps } from './components/placeholder-page/placeholder-page';
export { ErrorPage, ErrorPageFallback, errorPageTexts, type ErrorPageProps } from './components/error-page/error-page';
export { useDocumentTitle, formatDocumentTitle, SITE_NAME } from './hooks/use-document-title';
