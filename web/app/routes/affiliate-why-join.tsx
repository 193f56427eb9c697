import { localeByCode } from '@vela/contracts/locale-table';
import { AffiliateFaq } from '../features/affiliate/affiliate-faq.tsx';
import { CommissionTiers } from '../features/affiliate/commission-tiers.tsx';
import { faqIds, faqJsonLd } from '../features/affiliate/faq.ts';
import { HowItWorks } from '../features/affiliate/how-it-works.tsx';
import { JoinCall } from '../features/affiliate/join-call.tsx';
import { ProgrammeBenefits } from '../features/affiliate/programme-benefits.tsx';
import { WhyJoinHero } from '../features/affiliate/why-join-hero.tsx';
import { translatorFor } from '../i18n/i18n.ts';
import { pageMeta } from '../lib/routing/page-meta.ts';
import { rootDataOf } from '../lib/routing/root-data.ts';
import type { Route } from './+types/affiliate-why-join';
import '../features/affiliate/affiliate.css';

export { RouteErrorBoundary as ErrorBoundary } from '../ui/error-page.tsx';

/** The page's head tags, plus its questions as a schema.org FAQPage. */
export const meta: Route.MetaFunction = (args) => {
  const root = rootDataOf(args.matches);
  if (!root) return pageMeta(args);
  const t = translatorFor(root.locale, root.messages);
  const entries = faqIds.map((id) => ({
    question: t(`affiliate.whyJoin.faq.${id}.question`),
    answer: t(`affiliate.whyJoin.faq.${id}.answer`),
  }));
  return [...pageMeta(args), { 'script:ld+json': faqJsonLd(entries, localeByCode[root.locale].tag) }];
};

/** The programme's information page: tiers, benefits, how it works, questions, and the way in. */
export default function AffiliateWhyJoin() {
  return (
    <div className="affiliate">
      <WhyJoinHero />
      <CommissionTiers />
      <ProgrammeBenefits />
      <HowItWorks />
      <AffiliateFaq />
      <JoinCall />
    </div>
  );
}
