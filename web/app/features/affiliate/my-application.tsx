import type { MyApplication } from '@vela/contracts/affiliate';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';

/** A signed-in applicant who has applied sees where their application stands instead of the form. */
export function MyApplicationStatus({ application }: { application: MyApplication }) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  return (
    <section className="affiliate-card" aria-labelledby="my-application" data-testid="my-application">
      <h2 id="my-application">{t('affiliate.mine.heading')}</h2>
      <p>
        <span className={`affiliate-status affiliate-status--${application.status}`}>
          {t(`affiliate.mine.status.${application.status}`)}
        </span>
      </p>
      <p>{t(`affiliate.mine.explain.${application.status}`)}</p>
      <dl className="affiliate-facts">
        <div>
          <dt>{t('affiliate.received.reference')}</dt>
          <dd>
            <code>{application.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('affiliate.received.submittedAt')}</dt>
          <dd>
            <time dateTime={application.createdAt}>{zoned.stamp(application.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('affiliate.received.replyTo')}</dt>
          <dd>{application.email}</dd>
        </div>
      </dl>
      <p className="affiliate-actions">
        <LocaleLink to="/affiliate-register/why-join-vela" className="button">
          {t('affiliate.received.whyJoin')}
        </LocaleLink>
      </p>
    </section>
  );
}
