// The public face of the response-records module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { startApplicationReminderScheduler } from './reminders';
export { responseRecordsRoutes } from './routes';
export { refreshResponseRecords, refreshResponseRecordSoon } from './service';
