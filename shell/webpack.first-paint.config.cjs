// The server's first-paint renderer (`build`'s second step; tools/federation/webpack-first-paint.cjs).
const { createFirstPaintConfig } = require('../tools/federation/webpack-first-paint.cjs');

module.exports = createFirstPaintConfig(require('./webpack.config.cjs'));
