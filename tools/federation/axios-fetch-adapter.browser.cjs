// What the browser builds bundle in place of axios's fetch adapter (axios/lib/adapters/fetch.js,
// through `resolve.alias`: axiosWithoutFetchAdapter in shared.cjs). The apps' requests go through
// XMLHttpRequest: first in axios's default adapter order in a browser, and the one with upload
// progress. The fetch adapter never ran there, yet cost every first visit 3.6 KB of JS (brotli)
// and a probe of the fetch API as it loaded (docs/performance.md, "axios without its
// fetch adapter"). Asked for by name, it answers as the Node.js adapter does in a browser build:
// null, which axios reports as "not available in the build".
exports.getFetch = () => null;
