// The public entry of @site/ui.
export {};
