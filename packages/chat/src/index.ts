// The public entry of @site/chat: its feature object and a few named components.
export { chatFeature } from './feature';
