import { mountStandaloneRemote } from '@nordhub/remote-kit';
import { routes } from './routes';

// Development only: this remote alone on its dev server. The product mounts `routes` in the shell.
mountStandaloneRemote(routes);
