// The public face of the companies module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { PUBLIC_COMPANY_SQL, companyDirectoryRoutes, findPublicCompany, loadPublicCompany } from './directory';
export type { PortfolioRow } from './queries';
export { companiesRoutes } from './routes';
export { toPortfolioEntry } from './service';
