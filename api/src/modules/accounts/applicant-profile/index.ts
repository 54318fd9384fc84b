// The public face of the applicant-profile module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { applicantProfileRoutes } from './routes';
export { checkCvUpload, checkOwnCv } from './service';
