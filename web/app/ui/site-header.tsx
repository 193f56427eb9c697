import { Link } from 'react-router';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  return (
    <header className="site-header">
      <Link to="/" className="logo">
        Vela
      </Link>
      <ThemeToggle />
    </header>
  );
}
