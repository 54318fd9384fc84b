// The shell with the four remotes in one bundle, no module federation (`build:monolithic`, for the
// federation-cost figures of `npm run bench -- weight`; tools/federation/webpack-monolithic.cjs).
const { createMonolithicConfig } = require('../tools/federation/webpack-monolithic.cjs');

module.exports = createMonolithicConfig(require('./webpack.config.cjs'));
