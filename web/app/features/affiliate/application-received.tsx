import type { ApplicationReceipt } from '@vela/contracts/affiliate';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../state/time-format.ts';
import { ButtonLinks } from '../../ui/button-links.tsx';

const nextSteps = ['review', 'call', 'start'] as const;

/** The confirmation after sending: the reference to quote, what happens next, and where to go on. */
export function ApplicationReceived({
  receipt,
  name,
  email,
}: {
  receipt: ApplicationReceipt;
  name: string;
  email: string;
}) {
  const { t } = useTranslation();
  const zoned = useTimeFormat();
  const heading = useRef<HTMLHeadingElement>(null);

  // The form this replaces had the focus: move it to the news, so screen readers read it out.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section
      className="affiliate-card affiliate-received"
      aria-labelledby="application-received"
      data-testid="application-received"
    >
      <h2 id="application-received" ref={heading} tabIndex={-1}>
        {t('affiliate.received.heading')}
      </h2>
      <p className="lead">{t('affiliate.received.thanks', { name: name.trim() })}</p>
      <dl className="affiliate-facts">
        <div>
          <dt>{t('affiliate.received.reference')}</dt>
          <dd>
            <code data-testid="application-reference">{receipt.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('affiliate.received.submittedAt')}</dt>
          <dd>
            <time dateTime={receipt.createdAt}>{zoned.stamp(receipt.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('affiliate.received.replyTo')}</dt>
          <dd>{email.trim().toLowerCase()}</dd>
        </div>
      </dl>
      {receipt.linkedToAccount && <p className="affiliate-note">{t('affiliate.received.linked')}</p>}
      <h3>{t('affiliate.received.nextHeading')}</h3>
      <ol className="affiliate-next-steps">
        {nextSteps.map((step) => (
          <li key={step}>{t(`affiliate.received.next.${step}`)}</li>
        ))}
      </ol>
      <ButtonLinks
        as="p"
        className="affiliate-actions"
        links={[
          { to: '/affiliate-register/why-join-vela', label: t('affiliate.received.whyJoin'), primary: true },
          { to: '/', label: t('affiliate.received.home') },
        ]}
      />
    </section>
  );
}
