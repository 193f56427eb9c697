import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { themeColour, themeFromCookieHeader } from './lib/theme';
import './ui/tokens.css';

export async function loader({ request }: Route.LoaderArgs) {
  return { theme: themeFromCookieHeader(request.headers.get('cookie')) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const theme = data?.theme ?? 'light';
  return (
    <html lang="en-US" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColour[theme]} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? 'Page Not Found' : 'Internal Server Error';
  return (
    <main className="error-page">
      <h1>{status}</h1>
      <p>{message}</p>
      <a href="/">Vela</a>
    </main>
  );
}
