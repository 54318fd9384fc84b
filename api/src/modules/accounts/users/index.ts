// The public face of the users module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { usersRoutes } from './routes';
export { companyAdminUrl, fileUrl, investorAdminUrl, loadUser } from './service';
