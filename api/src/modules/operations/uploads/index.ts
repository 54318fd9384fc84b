// The public face of the uploads module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { uploadsRoutes } from './routes';
export { loadSharp, maxImagePixels } from './service';
