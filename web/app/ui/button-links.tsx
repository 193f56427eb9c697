import { LocaleLink } from './locale-link.tsx';

export interface ButtonLink {
  to: string;
  label: string;
  primary?: boolean;
  /** A screen the native apps implement themselves (see LocaleLink). */
  native?: boolean;
  /** The statistics element name of the link (data-track-element), inside the row's module. */
  trackElement?: string;
}

interface ButtonLinksProps {
  className: string;
  links: ButtonLink[];
  /** The statistics module of the row (data-track-module), when its links are tracked. */
  trackModule?: string;
  as?: 'div' | 'p';
}

/** A row of links that look like buttons: where a screen sends the reader next. */
export function ButtonLinks({ className, links, trackModule, as: Row = 'div' }: ButtonLinksProps) {
  return (
    <Row className={className}>
      {links.map((link) => (
        <LocaleLink
          key={link.to}
          to={link.to}
          native={link.native}
          className={link.primary ? 'button button--primary' : 'button'}
          data-track-module={link.trackElement ? trackModule : undefined}
          data-track-element={link.trackElement}
        >
          {link.label}
        </LocaleLink>
      ))}
    </Row>
  );
}
