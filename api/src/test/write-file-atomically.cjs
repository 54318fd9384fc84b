// Writes a cached file so that no reader sees it half written: a file of the writer's own, then an
// atomic rename. Parallel test workers may make the same file at once; each writes its own copy
// and the last rename wins. (Used by global-setup.cjs and databases.ts for the PGlite templates.)
const { renameSync, writeFileSync } = require('node:fs');

/** @param {string} file @param {Buffer} bytes */
function writeFileAtomically(file, bytes) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

module.exports = { writeFileAtomically };
