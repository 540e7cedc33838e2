// The admin module's public face. No other module uses it: app.ts registers its routes (routes.ts), the admin
// area's api.
export {};
