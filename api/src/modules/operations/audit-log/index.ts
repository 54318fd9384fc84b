// The public face of the audit-log module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { auditLogRoutes } from './routes';
export { auditRequest, recordAuditEvent, requestContext } from './service';
