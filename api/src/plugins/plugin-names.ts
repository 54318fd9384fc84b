const displayName = Symbol.for('fastify.display-name');

type Register = (this: unknown, plugin: unknown, options?: unknown) => unknown;

/**
 * Names each plugin registered on the app, or on any scope under it (scopes inherit `register`),
 * with the name Fastify would give it, before Fastify looks. Without a display name Fastify scans
 * `require.cache` for a module whose exports are the plugin (none is: a module exports several
 * things) and then falls back to the function's name or its first lines. Under jest that cache is
 * a proxy over every module the test file loaded, and those scans were most of building the app.
 */
export function namePluginsUpFront(app: { register: unknown }): void {
  const register = app.register as Register;
  app.register = function registerNamed(this: unknown, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !Object.hasOwn(plugin, displayName)) {
      // Fastify's own fallback: the function's name, else its first two lines.
      const name = plugin.name || plugin.toString().split('\n', 2).map((line) => line.trim()).join(' -- ');
      Object.defineProperty(plugin, displayName, { value: name });
    }
    return register.call(this, plugin, options);
  };
}
