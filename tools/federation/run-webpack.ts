import webpack from 'webpack';

/** Builds with webpack in the test's process; rejects with the build's errors. */
export function runWebpack(config: webpack.Configuration): Promise<void> {
  const compiler = webpack(config);
  return new Promise<void>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}
