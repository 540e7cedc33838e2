// The financing module's public face. No other module uses it yet: app.ts registers its routes (routes.ts).
export {};
