/**
 * Whether a value is a plain record (an object, not null, not an array): the first check of data
 * read without its schema, like the page data in the HTML or a cached answer being patched.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
