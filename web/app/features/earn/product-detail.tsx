import type { EarnPosition, EarnProduct } from '@vela/contracts/earn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { compareDecimals } from '../../lib/format/exact-decimal.ts';
import { LocaleLink } from '../../ui/locale-link.tsx';
import { EarnNav } from './earn-nav.tsx';
import { PositionFigures } from './position-figures.tsx';
import { ProductFacts } from './product-facts.tsx';
import { productName } from './product-name.ts';
import { RedeemForm } from './redeem-form.tsx';
import { SharkfinPanel } from './sharkfin-panel.tsx';
import { SubscribeForm } from './subscribe-form.tsx';
import { useEarnFormat } from './use-locale-format.ts';
import { VisitorPrompt } from './visitor-prompt.tsx';
import './earn.css';

export interface ProductDetailProps {
  product: EarnProduct;
  /** The signed-in user's live positions in the product; null for a visitor. */
  positions: EarnPosition[] | null;
  signedIn: boolean;
}

/** Why a product takes no subscription now, as a message key; null when it does. */
function closedReason(product: EarnProduct): string | null {
  if (product.status === 'paused') return 'earn.subscribe.paused';
  if (product.status === 'closed') return 'earn.subscribe.closed';
  if (product.sharkfin && Date.parse(product.sharkfin.startsAt) <= Date.now()) return 'earn.subscribe.started';
  if (product.quotaLeft !== null && compareDecimals(product.quotaLeft, '0') <= 0) return 'earn.subscribe.soldOut';
  return null;
}

/** One product: its terms (and a sharkfin's chart), subscribing, and the user's positions with redemption. */
export function ProductDetail({ product, positions, signedIn }: ProductDetailProps) {
  const { t } = useTranslation();
  const { locale } = useEarnFormat();
  const revalidator = useRevalidator();
  const [redeemed, setRedeemed] = useState('');
  const name = productName(product, locale, t);
  const live = positions ?? [];
  // A flexible product keeps one position per user: a top-up joins it, at the tiers of the whole.
  const held = product.type === 'flexible' ? (live[0]?.amount ?? '0') : '0';
  const reason = closedReason(product);
  // Quota left, the user's room and the positions change with every subscription and redemption.
  const reload = () => void revalidator.revalidate();

  return (
    <div className="earn earn-product" data-testid="earn-product-page" data-product={product.id}>
      <p className="earn__back">
        <LocaleLink to="/earn">{t('earn.detail.back')}</LocaleLink>
      </p>
      <header className="earn__head">
        <h1>{name}</h1>
        <p className="earn-badges">
          <span className="earn-badge">{t(`earn.types.${product.type}`)}</span>
          <span className="earn-badge">{product.asset}</span>
          {product.status !== 'open' && (
            <span className="earn-badge earn-badge--muted">{t(`earn.status.${product.status}`)}</span>
          )}
        </p>
      </header>
      <EarnNav />
      <div className="earn-product__grid">
        <div className="earn-product__main">
          {product.sharkfin && (
            <section className="earn-card" aria-label={t('earn.sharkfin.heading')}>
              <SharkfinPanel product={product} terms={product.sharkfin} name={name} />
            </section>
          )}
          <ProductFacts product={product} />
        </div>
        <div className="earn-product__side">
          <section className="earn-card" aria-labelledby="earn-subscribe-heading">
            <h2 id="earn-subscribe-heading">{t('earn.subscribe.heading')}</h2>
            {reason ? (
              <p className="earn-notice" data-testid="subscribe-closed">
                {t(reason)}
              </p>
            ) : signedIn ? (
              <SubscribeForm product={product} held={held} onSubscribed={reload} />
            ) : (
              <VisitorPrompt />
            )}
          </section>
          {signedIn && (
            <section className="earn-card" aria-labelledby="earn-here-heading">
              <h2 id="earn-here-heading">{t('earn.positions.here')}</h2>
              <p className="earn-form__done" role="status" data-testid="redeem-done">
                {redeemed}
              </p>
              {live.length === 0 ? (
                <p className="earn-muted">{t('earn.positions.empty')}</p>
              ) : (
                <ul className="earn-positions">
                  {live.map((position) => (
                    <li key={position.id} className="earn-position" data-testid="product-position">
                      <PositionFigures position={position} />
                      <RedeemForm
                        product={product}
                        position={position}
                        onRedeemed={(_, message) => {
                          setRedeemed(message);
                          reload();
                        }}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
