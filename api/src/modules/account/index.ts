// The account module's public face. No other module uses it: app.ts registers its routes (routes.ts), the
// signed-in person's own /api/me… screens, whose deletion calls the jobs, bids, payments and sessions modules.
export {};
