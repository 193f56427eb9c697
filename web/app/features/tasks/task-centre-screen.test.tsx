// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ClaimResponse, Coupon, CouponList, RewardHistory, TaskList, TaskView } from '@vela/contracts/tasks';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProfile } from '../../../test/support/profiles.ts';
import tasksMessages from '../../i18n/features/tasks/en_US.json';
import { i18nFor } from '../../i18n/i18n.ts';
import enUS from '../../i18n/locales/en_US.json';
import { AppStoreProvider } from '../../state/app-store.tsx';
import { claimableRewards, setClaimableRewards } from '../../ui/claimable-rewards.ts';
import type { TaskCentreData } from './task-centre-data.ts';
import { TaskCentreScreen } from './task-centre-screen.tsx';

const api = vi.hoisted(() => ({
  fetchTasks: vi.fn(),
  fetchCoupons: vi.fn(),
  fetchRewardHistory: vi.fn(),
  claimReward: vi.fn(),
}));
vi.mock('./tasks-api.ts', () => api);
vi.mock('../../lib/routing/root-data.ts', () => ({
  useRootData: () => ({ locale: 'en_US', timeZone: { choice: 'utc', viewerZone: null } }),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setClaimableRewards(null);
});

const user = aProfile();

function task(overrides: Partial<TaskView>): TaskView {
  return {
    id: 'first-spot-trade',
    kind: 'first-spot-trade',
    title: null,
    description: null,
    target: '1',
    progress: '0',
    windowDays: null,
    courseId: null,
    status: 'in-progress',
    startsAt: '2026-11-01T00:00:00.000Z',
    deadline: null,
    reward: { kind: 'fee-coupon', amount: '5', asset: 'USDT', validDays: 30 },
    claimedAt: null,
    ...overrides,
  };
}

const volume = task({
  id: 'spot-volume-1000',
  kind: 'spot-volume',
  target: '1000',
  progress: '250.5',
  windowDays: 7,
  deadline: '2030-01-01T00:00:00.000Z',
  reward: { kind: 'bonus', amount: '10', asset: 'USDT' },
});

const coupon: Coupon = {
  id: 'c1',
  taskId: 'first-spot-trade',
  asset: 'USDT',
  amount: '5',
  used: '0',
  left: '5',
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-12-27T10:00:00.000Z',
  status: 'active',
};

const noCoupons: CouponList = { coupons: [], activeLeft: '0' };
const noHistory: RewardHistory = { entries: [], nextBefore: null };

function list(tasks: TaskView[], signedIn = true): TaskList {
  return { signedIn, tasks, claimableCount: tasks.filter((t) => t.status === 'claimable').length };
}

function renderScreen(data: TaskCentreData, signedIn = true) {
  render(
    <MemoryRouter initialEntries={['/task-center']}>
      <I18nextProvider i18n={i18nFor('en_US', { ...enUS, tasks: tasksMessages })}>
        <AppStoreProvider init={{ theme: 'light', user: signedIn ? user : null, pricingCurrency: 'USD' }}>
          <TaskCentreScreen data={data} />
        </AppStoreProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
}

describe('TaskCentreScreen', () => {
  it('shows each task with its progress as values, its reward, its deadline and where to do it', () => {
    renderScreen({ tasks: list([task({}), volume]), coupons: noCoupons, history: noHistory });
    const bars = screen.getAllByRole('progressbar');
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('0');
    expect(bars[0]?.getAttribute('aria-valuetext')).toBe('0 / 1');
    expect(bars[1]?.getAttribute('aria-valuenow')).toBe('25');
    expect(bars[1]?.getAttribute('aria-valuetext')).toBe('250.5 / 1,000 USDT');
    expect(screen.getByRole('heading', { name: 'Trade 1,000 USDT on spot' })).toBeTruthy();
    expect(screen.getByText('5.00 USDT fee coupon')).toBeTruthy();
    expect(screen.getByText('Pays back trading fees; valid for 30 days after you claim it')).toBeTruthy();
    expect(screen.getByText('10.00 USDT bonus')).toBeTruthy();
    expect(screen.getByText('No deadline')).toBeTruthy();
    expect(screen.getByText('2030/01/01 00:00:00 UTC')).toBeTruthy();
    const trade = screen.getAllByRole('link', { name: 'Trade' })[0];
    expect(trade?.getAttribute('href')).toBe('/trade/BTC_USDT');
    expect(screen.getByRole('heading', { name: 'My fee coupons' })).toBeTruthy();
    expect(screen.getByText('No rewards claimed yet')).toBeTruthy();
    expect(claimableRewards.getState().count).toBe(0);
  });

  it('asks a visitor to log in and come back, and shows no coupons or history', () => {
    renderScreen({ tasks: list([task({})], false), coupons: null, history: null }, false);
    const prompt = screen.getByTestId('tasks-visitor');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?forwardUrl=%2Ftask-center',
    );
    expect(screen.queryByRole('heading', { name: 'My fee coupons' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Rewards history' })).toBeNull();
    expect(claimableRewards.getState().count).toBeNull();
  });

  it('claims a reward: pending, then the claimed state, the result, the history, the coupons and the badge', async () => {
    const claimable = task({ status: 'claimable', progress: '1' });
    const claim: ClaimResponse = {
      task: { ...claimable, status: 'claimed', claimedAt: '2026-11-27T10:00:00.000Z' },
      entry: {
        id: 'e1',
        taskId: claimable.id,
        taskKind: claimable.kind,
        title: null,
        reward: claimable.reward,
        couponId: 'c1',
        claimedAt: '2026-11-27T10:00:00.000Z',
      },
      coupon,
      claimableCount: 1,
    };
    const signUp = task({
      id: 'sign-up',
      kind: 'sign-up',
      status: 'claimable',
      progress: '1',
      reward: { kind: 'bonus', amount: '2', asset: 'USDT' },
    });
    let answer: (value: unknown) => void = () => {};
    api.claimReward.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    api.fetchCoupons.mockResolvedValue({ coupons: [coupon], activeLeft: '5' });
    renderScreen({ tasks: list([signUp, claimable]), coupons: noCoupons, history: noHistory });
    expect(claimableRewards.getState().count).toBe(2);

    fireEvent.click(screen.getAllByRole('button', { name: 'Claim' })[1] as HTMLElement);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claiming…' })).toHaveProperty('disabled', true));
    // One claim at a time: the other task's button waits.
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', true);
    answer({ taskId: claimable.id, ok: true, claim });

    const result = await screen.findByText(
      /^Claimed: a 5\.00 USDT fee coupon, valid until 2026\/12\/27 10:00:00 UTC\./,
    );
    expect(result.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(result);
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Claim' })).toHaveProperty('disabled', false);
    expect(screen.getByText('Claimed on 2026/11/27 10:00:00 UTC')).toBeTruthy();
    const history = screen.getByTestId('reward-history');
    expect(within(history).getByText('First spot trade')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('coupon-left').textContent).toBe('5.00 USDT left'));
    expect(screen.getByText('Left to use: 5.00 USDT')).toBeTruthy();
    expect(claimableRewards.getState().count).toBe(1);
    expect(api.claimReward).toHaveBeenCalledTimes(1);
  });

  it('tells a refused claim, shows the task as it now is and replaces the message with the next result', async () => {
    const claimable = task({ status: 'claimable', progress: '1' });
    api.claimReward.mockResolvedValueOnce({
      taskId: claimable.id,
      ok: false,
      key: 'tasks.claimErrors.network',
    });
    api.claimReward.mockResolvedValueOnce({
      taskId: claimable.id,
      ok: false,
      key: 'tasks.claimErrors.already-claimed',
      status: 'claimed',
    });
    api.fetchTasks.mockResolvedValue(
      list([{ ...claimable, status: 'claimed', claimedAt: '2026-11-27T10:00:00.000Z' }]),
    );
    renderScreen({ tasks: list([claimable]), coupons: noCoupons, history: noHistory });

    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The claim did not go through: check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already claimed this reward.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Claimed on 2026/11/27 10:00:00 UTC')).toBeTruthy());
    expect(api.fetchTasks).toHaveBeenCalledWith('en_US');
  });

  it('offers a retry when the tasks could not be read, and says when there are none', async () => {
    api.fetchTasks.mockResolvedValue(list([]));
    renderScreen({ tasks: null, coupons: null, history: noHistory });
    expect(screen.getByText('The tasks could not be loaded.')).toBeTruthy();
    expect(screen.getByText('Your coupons could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('No tasks right now')).toBeTruthy();
  });
});
