import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain consumer's config: nothing workspace-specific, the libraries come from node_modules.
export default defineConfig({ plugins: [react()] });
