// The public face of the robot-check module: what other modules may import. Its queries,
// routes and helpers stay private (docs/api.md, "Modules and their public faces").
export { robotCheckRoutes } from './routes';
export { createRobotChecker } from './service';
