export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} Vela. Demo exchange: balances are not real money.</p>
    </footer>
  );
}
