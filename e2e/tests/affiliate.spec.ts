import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { messages } from '../support/messages.ts';

interface StoredApplication {
  id: string;
  name: string;
  email: string;
  country: string;
  languages: string[];
  channels: { platform: string; handle: string; followers: number }[];
  plan: string;
  locale: string;
  status: string;
  userId: string | null;
}

/** The operator API, with the token the global setup gave the server. */
async function operatorApplication(request: APIRequestContext, id: string): Promise<StoredApplication | undefined> {
  const token = process.env.VELA_OPERATOR_TOKEN;
  if (!token) throw new Error('VELA_OPERATOR_TOKEN is not set: the global setup starts the server with OPERATOR_TOKEN');
  const response = await request.get('/api/v1/operator/affiliate/applications?status=received&pageSize=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: StoredApplication[] };
  return items.find((item) => item.id === id);
}

const field = (page: Page, path: string) => page.locator(`#affiliate-${path.replace(/\./g, '-')}`);
const errorOf = (page: Page, path: string) => page.locator(`#affiliate-${path.replace(/\./g, '-')}-error`);

/** The submit button works once React has hydrated the form; until then it is disabled. */
async function submitButton(page: Page, label: string) {
  const button = page.getByRole('button', { name: label });
  await expect(button).toBeEnabled();
  return button;
}

test.describe('affiliate application', () => {
  test('rejects bad input with messages in Japanese, then accepts a good application the operator can see', async ({
    page,
    request,
  }) => {
    const ja = messages('ja_JP');
    await page.goto('/ja_JP/affiliate-register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja('affiliate.register.heading'));
    await expect(page).toHaveTitle(ja('meta.affiliateRegister.title'));

    // Nothing filled in: every field says what it needs, in Japanese, and the first one has the focus.
    await (await submitButton(page, ja('affiliate.form.submit'))).click();
    await expect(page.getByTestId('form-errors')).toHaveText(ja('affiliate.form.fixErrors'));
    await expect(errorOf(page, 'name')).toHaveText(ja('affiliate.errors.required'));
    await expect(errorOf(page, 'email')).toHaveText(ja('affiliate.errors.required'));
    await expect(errorOf(page, 'country')).toHaveText(ja('affiliate.errors.required'));
    await expect(errorOf(page, 'channels.0.platform')).toHaveText(ja('affiliate.errors.required'));
    await expect(errorOf(page, 'plan')).toHaveText(ja('affiliate.errors.required'));
    await expect(errorOf(page, 'consent')).toHaveText(ja('affiliate.errors.consent-required'));
    await expect(field(page, 'name')).toBeFocused();
    await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
    // The interface language is ticked from the start.
    await expect(page.getByRole('checkbox', { name: '日本語' })).toBeChecked();

    // The input filters keep each field to what it accepts.
    await field(page, 'name').pressSequentially('T4n@aka');
    await expect(field(page, 'name')).toHaveValue('Tnaka');
    await field(page, 'name').fill('T');
    await expect(errorOf(page, 'name')).toHaveText(ja('affiliate.errors.name-length', { nameMin: '2', nameMax: '60' }));
    await field(page, 'name').fill('田中 ひろし');
    await expect(errorOf(page, 'name')).toHaveCount(0);

    await field(page, 'email').fill('tanaka@');
    await expect(errorOf(page, 'email')).toHaveText(ja('affiliate.errors.email-invalid'));
    const email = uniqueEmail().replace('trader', 'Tanaka.KOL');
    await field(page, 'email').fill(email);
    await field(page, 'country').selectOption('JP');

    await field(page, 'channels.0.platform').selectOption('youtube');
    await field(page, 'channels.0.handle').pressSequentially('@tanaka.trades');
    await expect(field(page, 'channels.0.handle')).toHaveValue('tanakatrades');
    await field(page, 'channels.0.followers').pressSequentially('12,500人');
    await expect(field(page, 'channels.0.followers')).toHaveValue('12500');

    // A second channel from the keyboard: the new row gets the focus.
    await page.getByRole('button', { name: ja('affiliate.form.addChannel') }).click();
    await expect(field(page, 'channels.1.platform')).toBeFocused();
    await field(page, 'channels.1.platform').selectOption('telegram');
    await field(page, 'channels.1.handle').fill('tanaka_signals');
    await field(page, 'channels.1.followers').fill('0');

    await field(page, 'plan').fill('短すぎる');
    await expect(errorOf(page, 'plan')).toHaveText(
      ja('affiliate.errors.plan-length', { planMin: '20', planMax: '2,000' }),
    );
    const plan = '毎週の相場解説動画でVelaの使い方を紹介し、Telegramグループでは毎日の取引メモを共有します。';
    await field(page, 'plan').fill(plan);
    await page.getByRole('checkbox', { name: ja('affiliate.form.consent') }).check();
    await expect(page.getByTestId('form-errors')).toHaveCount(0);

    await page.getByRole('button', { name: ja('affiliate.form.submit') }).click();
    const received = page.getByTestId('application-received');
    await expect(received.getByRole('heading', { level: 2 })).toHaveText(ja('affiliate.received.heading'));
    await expect(received.getByRole('heading', { level: 2 })).toBeFocused();
    const id = (await page.getByTestId('application-reference').textContent()) ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(received.getByRole('link', { name: ja('affiliate.received.whyJoin') })).toHaveAttribute(
      'href',
      '/ja_JP/affiliate-register/why-join-vela',
    );

    const stored = await operatorApplication(request, id);
    expect(stored).toMatchObject({
      name: '田中 ひろし',
      email: email.toLowerCase(),
      country: 'JP',
      languages: ['ja'],
      channels: [
        { platform: 'youtube', handle: 'tanakatrades', followers: 12_500 },
        { platform: 'telegram', handle: 'tanaka_signals', followers: 0 },
      ],
      plan,
      locale: 'ja_JP',
      status: 'received',
      userId: null,
    });
  });

  test('a second application from one address is refused on the e-mail field', async ({ page, baseURL }) => {
    const en = messages('en_US');
    const email = uniqueEmail();
    const first = await page.request.post('/api/v1/affiliate/applications', {
      headers: { origin: baseURL as string },
      data: {
        name: 'Alex Morgan',
        email,
        country: 'GB',
        languages: ['en'],
        channels: [{ platform: 'x', handle: 'alexm', followers: 900 }],
        plan: 'Threads about market structure, twice a week.',
        consent: true,
      },
    });
    expect(first.status()).toBe(201);

    await page.goto('/affiliate-register');
    await field(page, 'name').fill('Alex Morgan');
    await field(page, 'email').fill(email.toUpperCase());
    await field(page, 'country').selectOption('GB');
    await field(page, 'channels.0.platform').selectOption('x');
    await field(page, 'channels.0.handle').fill('alexm');
    await field(page, 'channels.0.followers').fill('900');
    await field(page, 'plan').fill('Threads about market structure, twice a week.');
    await page.getByRole('checkbox', { name: en('affiliate.form.consent') }).check();
    await (await submitButton(page, en('affiliate.form.submit'))).click();

    await expect(errorOf(page, 'email')).toHaveText(en('affiliate.errors.already-applied'));
    await expect(field(page, 'email')).toBeFocused();
    await expect(page.getByTestId('application-received')).toHaveCount(0);
  });

  test("links a signed-in applicant's application to the account, which then shows its status", async ({
    page,
    baseURL,
  }) => {
    const en = messages('en_US');
    const { account, password } = await registerByApi(page.request, baseURL as string);
    const login = await page.request.post('/api/v1/auth/login', {
      data: { account, password },
      headers: { origin: baseURL as string },
    });
    expect(login.ok()).toBe(true);

    await page.goto('/affiliate-register');
    await expect(page.getByTestId('linked-account')).toBeVisible();
    await expect(field(page, 'email')).toHaveValue(account);
    await field(page, 'name').fill('Sam Rivera');
    await field(page, 'country').selectOption('ES');
    await page.getByRole('checkbox', { name: 'Spanish' }).check();
    await field(page, 'channels.0.platform').selectOption('twitch');
    await field(page, 'channels.0.handle').fill('sam_rivera');
    await field(page, 'channels.0.followers').fill('4200');
    await field(page, 'plan').fill('Weekly live trading sessions on Twitch in English and Spanish.');
    await page.getByRole('checkbox', { name: en('affiliate.form.consent') }).check();
    await (await submitButton(page, en('affiliate.form.submit'))).click();

    await expect(page.getByTestId('application-received')).toContainText(en('affiliate.received.linked'));
    await page.reload();
    const status = page.getByTestId('my-application');
    await expect(status.getByRole('heading', { level: 2 })).toHaveText(en('affiliate.mine.heading'));
    await expect(status).toContainText(en('affiliate.mine.status.received'));
    await expect(status).toContainText(account);
    await expect(page.locator('form.affiliate-form')).toHaveCount(0);
  });

  test('the form works at 360 px in the dark theme and passes an accessibility scan', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL as string }]);
    const page = await context.newPage();
    await page.goto('/affiliate-register');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await (await submitButton(page, messages('en_US')('affiliate.form.submit'))).click();
    await expect(errorOf(page, 'name')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
    await context.close();
  });
});

test.describe('why join page', () => {
  test('is server-rendered with tiers, FAQ disclosures, FAQ structured data and a way to the form', async ({
    browser,
    baseURL,
  }) => {
    const ko = messages('ko_KR');
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/ko_KR/affiliate-register/why-join-vela');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(ko('meta.affiliateWhyJoin.title'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ko('affiliate.whyJoin.heading'));
    await expect(page.getByTestId('tier-platinum')).toContainText(ko('affiliate.whyJoin.tiers.names.platinum'));
    await expect(page.getByTestId('tier-platinum')).toContainText('40%');
    await expect(page.getByTestId('tier-platinum')).toContainText(
      ko('affiliate.whyJoin.tiers.from', { from: '50,000,000' }),
    );

    const question = page.getByText(ko('affiliate.whyJoin.faq.payout.question'));
    const answer = page.getByText(ko('affiliate.whyJoin.faq.payout.answer'));
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('FAQPage');
    expect(jsonLd.mainEntity).toHaveLength(8);
    expect(jsonLd.mainEntity[0].name).toBe(ko('affiliate.whyJoin.faq.who.question'));

    await page.getByRole('link', { name: ko('affiliate.whyJoin.cta.button') }).click();
    await expect(page).toHaveURL(/\/ko_KR\/affiliate-register$/);
    await context.close();
  });

  test('passes an accessibility scan', async ({ page }) => {
    await page.goto('/affiliate-register/why-join-vela');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });
});
