import type { ReactNode } from 'react';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** A home page block: its heading, an optional "view all" link beside it, and its content. */
export function HomeSection({
  id,
  title,
  intro,
  more,
  belowTheFold = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  more?: { to: string; label: string };
  /** Rendered by the browser only when scrolled near (`content-visibility`). */
  belowTheFold?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={belowTheFold ? 'home-section home-section--later' : 'home-section'}
      aria-labelledby={`${id}-heading`}
      data-testid={id}
    >
      <div className="home-section__header">
        <h2 id={`${id}-heading`}>{title}</h2>
        {more && (
          <LocaleLink to={more.to} className="home-section__more" data-track-module={id} data-track-element="view_all">
            {more.label}
          </LocaleLink>
        )}
      </div>
      {intro && <p className="home-section__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** A section whose data could not be loaded: said plainly, the rest of the page still works. */
export function SectionUnavailable({ text }: { text: string }) {
  return (
    <p className="home-section__unavailable" role="status">
      {text}
    </p>
  );
}
