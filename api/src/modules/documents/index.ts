// The documents module's public face (the free tools' saved invoices, receipts and work orders). No other module
// uses it yet: app.ts registers its routes (routes.ts).
export {};
