// Runs after the async boundary in index.ts, once Module Federation has settled the shared singletons.
import { startShell } from './startShell';

void startShell();
