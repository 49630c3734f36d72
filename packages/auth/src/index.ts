// The public entry of @site/auth: its feature object and a few named components.
export {};
