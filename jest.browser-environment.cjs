// The test environment of the browser projects: jsdom, with the fetch every browser the product
// runs in has and jsdom lacks (the API client's beacon uses it, libs/api-client/src/client.ts).
// It is Node's own fetch: unlike jsdom's XMLHttpRequest it knows no CORS and not the window's
// cookies. Everything else is jest-environment-jsdom as configured.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class BrowserEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Headers, Request, Response });
  }
};
