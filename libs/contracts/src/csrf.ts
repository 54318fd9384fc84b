/**
 * Double-submit CSRF (api/src/plugins/csrf.ts): every response sets this readable cookie, and
 * every state-changing /api request echoes it in the header. They are axios's default names, so
 * its requests carry the header by themselves; the API client's beacon sends it by hand.
 */
export const csrfCookieName = 'XSRF-TOKEN';
export const csrfHeaderName = 'x-xsrf-token';
