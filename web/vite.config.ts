import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompressClientAssets } from './vite-precompress.ts';

export default defineConfig({
  plugins: [reactRouter(), precompressClientAssets()],
});
