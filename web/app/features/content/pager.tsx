import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { pageCount, pageSlots } from './pagination.ts';

/** Numbered pages of a list as plain links (`?page=`), so every page is reachable without scripts. */
export function Pager({
  path,
  page,
  total,
  pageSize,
}: {
  path: string;
  page: number;
  total: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const query = (number: number) => (number === 1 ? undefined : { page: number });
  return (
    <nav className="pager" aria-label={t('content.pagination')}>
      <p className="pager__status">{t('content.pageOf', { page, pages })}</p>
      <ul className="pager__list">
        {page > 1 && (
          <li>
            <LocaleLink to={path} query={query(page - 1)} rel="prev" className="pager__link">
              {t('content.previousPage')}
            </LocaleLink>
          </li>
        )}
        {pageSlots(page, pages).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
            <li key={`gap-${index}`} aria-hidden="true" className="pager__gap">
              …
            </li>
          ) : (
            <li key={slot}>
              <LocaleLink
                to={path}
                query={query(slot)}
                className="pager__link"
                aria-label={t('content.goToPage', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </LocaleLink>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <LocaleLink to={path} query={query(page + 1)} rel="next" className="pager__link">
              {t('content.nextPage')}
            </LocaleLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
