import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientChunkGroups } from './vite-chunks.ts';
import { precompressClientAssets } from './vite-precompress.ts';

export default defineConfig({
  plugins: [reactRouter(), precompressClientAssets()],
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups() } } } },
    },
  },
});
