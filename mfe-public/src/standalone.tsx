import { mountStandaloneRemote } from '@nordhub/session';
import { routes } from './routes';

// Development only: this remote alone on its dev server. The product mounts `routes` in the shell.
mountStandaloneRemote(routes);
