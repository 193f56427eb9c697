import type { SsrLoadContext } from '@vela/contracts/ssr';

declare module 'react-router' {
  interface AppLoadContext extends SsrLoadContext {}
}
