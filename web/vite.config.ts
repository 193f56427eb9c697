import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { clientChunkGroups } from './vite-chunks.ts';
import { clientProductionBuilds } from './vite-client-production.ts';
import { withoutEnvFileNotice } from './vite-logger.ts';
import { precompressClientAssets } from './vite-precompress.ts';

export default defineConfig({
  customLogger: withoutEnvFileNotice(),
  plugins: [clientProductionBuilds(), reactRouter(), precompressClientAssets()],
  // Rolldown reports plugins that take long; the slow one is our own precompression, on purpose
  // (brotli and gzip at their best levels), and the report reads as trouble on every `npm start`.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups() } } } },
    },
  },
});
