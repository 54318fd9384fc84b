import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so what it registers (hooks, handlers, decorators) applies
 * to the whole app. This is exactly what the fastify-plugin package does.
 */
export function globalPlugin<T extends FastifyPluginAsync>(plugin: T): T {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
