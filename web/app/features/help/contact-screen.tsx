import type { HelpRequestResponse } from '@vela/contracts/help';
import { HELP_INDEX_PATH } from '@vela/contracts/help-paths';
import { localeByCode } from '@vela/contracts/locale-table';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/routing/root-data.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { ContactForm } from './contact-form.tsx';
import './help.css';

/** The contact page: the form, then, once it is sent, the reference support will quote. */
export function ContactScreen({ breadcrumb }: { breadcrumb: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  function onSent(receipt: HelpRequestResponse['request'], email: string) {
    setSent({ id: receipt.id, email });
  }

  return (
    <div className="help-centre help-contact" data-testid="help-contact">
      {breadcrumb}
      <h1>{t('help.contact.heading')}</h1>
      {sent ? (
        <div
          ref={confirmation}
          tabIndex={-1}
          className="help-contact__sent"
          role="status"
          data-testid="help-request-sent"
        >
          <h2>{t('help.contact.sent.heading')}</h2>
          <p>
            {t('help.contact.sent.text', {
              reference: new Intl.NumberFormat(localeByCode[locale].tag, { useGrouping: false }).format(sent.id),
              email: sent.email,
            })}
          </p>
          <LocaleLink to={HELP_INDEX_PATH}>{t('help.contact.sent.back')}</LocaleLink>
        </div>
      ) : (
        <>
          <p className="lead">{t('help.contact.intro')}</p>
          <ContactForm onSent={onSent} />
        </>
      )}
    </div>
  );
}
