import { version } from '../package.json';

/** The API's version (api/package.json), reported by /api/health and the OpenAPI document. */
export const appVersion: string = version;
