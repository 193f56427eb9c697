import type { ApplicationReceipt } from '@vela/contracts/affiliate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ApplicationDraft } from '../features/affiliate/application-draft.ts';
import { ApplicationForm } from '../features/affiliate/application-form.tsx';
import { ApplicationReceived } from '../features/affiliate/application-received.tsx';
import { applicationChoices } from '../features/affiliate/choice-options.server.ts';
import { loadMyApplication } from '../features/affiliate/load-my-application.server.ts';
import { MyApplicationStatus } from '../features/affiliate/my-application.tsx';
import { RegisterAside } from '../features/affiliate/register-aside.tsx';
import { localeFromPath } from '../i18n/locale-paths.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { useAppStore } from '../state/app-store.tsx';
import { LocaleLink } from '../ui/locale-link.tsx';
import type { Route } from './+types/affiliate-register';
import '../features/affiliate/affiliate.css';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = localeFromPath(new URL(request.url).pathname);
  return { choices: applicationChoices(locale), myApplication: await loadMyApplication(context) };
}

interface Sent {
  receipt: ApplicationReceipt;
  name: string;
  email: string;
}

/** The KOL application: the form, then its confirmation; an applicant who is signed in sees their status. */
export default function AffiliateRegister({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAppStore((state) => state.user);
  const [sent, setSent] = useState<Sent | null>(null);
  const { choices, myApplication } = loaderData;

  function showReceipt(receipt: ApplicationReceipt, draft: ApplicationDraft) {
    setSent({ receipt, name: draft.name, email: draft.email });
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="affiliate">
      <header className="affiliate-hero affiliate-hero--compact">
        <div className="band">
          <h1 id="affiliate-heading">{t('affiliate.register.heading')}</h1>
          <p className="lead">{t('affiliate.register.intro')}</p>
          {!user && !sent && (
            <p className="affiliate-hero__note">
              {t('affiliate.register.signInPrompt')}{' '}
              <LocaleLink to="/login" query={{ forwardUrl: location.pathname }}>
                {t('affiliate.register.signInLink')}
              </LocaleLink>
            </p>
          )}
        </div>
      </header>
      <div className="band affiliate-register">
        <div className="affiliate-register__main">
          {sent ? (
            <ApplicationReceived receipt={sent.receipt} name={sent.name} email={sent.email} />
          ) : myApplication && user ? (
            <MyApplicationStatus application={myApplication} />
          ) : (
            <section className="affiliate-card" aria-labelledby="application-heading">
              <h2 id="application-heading">{t('affiliate.form.heading')}</h2>
              <p className="form__note">{t('affiliate.form.intro')}</p>
              <ApplicationForm choices={choices} onSubmitted={showReceipt} />
            </section>
          )}
        </div>
        <RegisterAside />
      </div>
    </div>
  );
}
