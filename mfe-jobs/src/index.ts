// Async boundary: Module Federation negotiates the shared singletons (React, the store, @prohive/shared)
// before any of this remote's code runs. Only used when the remote runs alone (`npm run start-alone`).
import('./bootstrap');
