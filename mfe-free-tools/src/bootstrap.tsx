// Standalone mode: this remote alone on its own port (see mountStandaloneRemote). The composed site never
// loads this file; it uses the exposed ./routes inside the shell's providers.
import { mountStandaloneRemote } from '@prohive/ui/standalone';
import { routes } from './routes';

mountStandaloneRemote({ remote: 'free_tools', routes, home: '/free-tools' });
