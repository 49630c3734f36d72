// The public entry of @site/api-core.
export {};
