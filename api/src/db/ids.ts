// Record ids as the database stores them (UUIDs). A path's id is checked here before any query,
// so a malformed id is a plain "not found" or a 400 rather than a database cast error.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can be a record's id. */
export const isUuid = (id: string) => UUID_PATTERN.test(id);

/** True when `id` can be a job's id; anything else matches no job. */
export const isJobId = isUuid;
