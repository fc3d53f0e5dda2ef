// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUDIT_INTRODUCTION_ERROR, AUDIT_STATUS, PHONE_ERROR, type AuditInfo, routes } from '@portal/contracts';
import { AUDIT_TEXT, AnchorApply } from '../../src/live/AnchorApply';
import { fakeGateway, refuse, renderPage } from '../harness';
import { fan } from './fixtures';

const noApplication: AuditInfo = {
  status: AUDIT_STATUS.NONE,
  reason: '',
  realName: null,
  contact: null,
  socialAccount: null,
  introduction: null,
  navId: null,
  submittedAt: null,
  reviewedAt: null,
};

const submitted: AuditInfo = {
  ...noApplication,
  status: AUDIT_STATUS.REVIEWING,
  realName: '王大锤',
  contact: '13800138000',
  introduction: '十年球迷，专注英超解说与赛前分析。',
  navId: 1,
  submittedAt: '2024-05-01T12:00:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'auth=; path=/; max-age=0';
});

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** An audit desk on the gateway: the info answers the current application, a submission replaces it with one under review. */
function auditDesk(initial: AuditInfo) {
  let current = initial;
  const bodies: unknown[] = [];
  const gateway = fakeGateway()
    .on(routes.api.auditInfo, () => current)
    .on(routes.api.auditSubmit, ({ sent }) => {
      bodies.push(sent);
      current = { ...submitted, ...(sent as Partial<AuditInfo>), status: AUDIT_STATUS.REVIEWING };
      return current;
    })
    .on(routes.api.navList, [{ id: 1, name: '足球', sort: 1 }, { id: 2, name: '篮球', sort: 2 }]);
  return { bodies, gateway };
}

describe('/v/apply', () => {
  it('without an application: checks the form with the contract rules, submits, then shows it under review', async () => {
    const desk = auditDesk(noApplication);
    await renderPage(<AnchorApply />, { user: fan });
    await screen.findByTestId('audit-form');

    fill('audit-real-name', '王大锤');
    fill('audit-contact', '138-0013');
    fireEvent.click(screen.getByTestId('audit-submit'));
    expect((await screen.findByTestId('audit-error')).textContent).toBe(PHONE_ERROR);

    fill('audit-contact', '13800138000');
    fill('audit-introduction', '太短');
    fireEvent.click(screen.getByTestId('audit-submit'));
    await waitFor(() => expect(screen.getByTestId('audit-error').textContent).toBe(AUDIT_INTRODUCTION_ERROR));
    expect(desk.bodies).toHaveLength(0);

    fill('audit-introduction', '十年球迷，专注英超解说与赛前分析。');
    fireEvent.change(screen.getByTestId('audit-nav'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('audit-submit'));
    expect((await screen.findByTestId('audit-reviewing')).textContent).toBe(AUDIT_TEXT.reviewing);
    expect(desk.bodies).toEqual([
      { realName: '王大锤', contact: '13800138000', introduction: '十年球迷，专注英超解说与赛前分析。', navId: 2 },
    ]);
  });

  it('shows a passed application with the reason and a way to go live', async () => {
    auditDesk({ ...submitted, status: AUDIT_STATUS.PASSED, reason: '资料齐全' });
    await renderPage(<AnchorApply />, { user: fan });
    expect((await screen.findByTestId('audit-passed')).textContent).toContain(AUDIT_TEXT.passed);
    expect(screen.getByTestId('audit-reason').textContent).toBe('审核意见：资料齐全');
    expect(screen.getByTestId('audit-go-live').getAttribute('href')).toBe('/v/anchor-set');
    expect(screen.queryByTestId('audit-form')).toBeNull();
  });

  it('shows a rejected application with the reason, and resubmits it with the earlier answers filled in', async () => {
    const desk = auditDesk({ ...submitted, status: AUDIT_STATUS.REJECTED, reason: '介绍过于简单' });
    await renderPage(<AnchorApply />, { user: fan });
    expect((await screen.findByTestId('audit-rejected')).textContent).toContain(AUDIT_TEXT.rejected);
    expect(screen.getByTestId('audit-reason').textContent).toBe('原因：介绍过于简单');

    fireEvent.click(screen.getByTestId('audit-resubmit'));
    expect((screen.getByTestId('audit-real-name') as HTMLInputElement).value).toBe('王大锤');
    fill('audit-introduction', '十年球迷，专注英超解说，每周三场直播。');
    fireEvent.click(screen.getByTestId('audit-submit'));
    await screen.findByTestId('audit-reviewing');
    expect(desk.bodies).toEqual([
      { realName: '王大锤', contact: '13800138000', introduction: '十年球迷，专注英超解说，每周三场直播。', navId: 1 },
    ]);
  });

  it('shows the gateway refusal of a submission', async () => {
    auditDesk(noApplication).gateway.on(routes.api.auditSubmit, refuse('你已是主播，无需申请', 20030));
    await renderPage(<AnchorApply />, { user: fan });
    await screen.findByTestId('audit-form');
    fill('audit-real-name', '王大锤');
    fill('audit-contact', '13800138000');
    fill('audit-introduction', '十年球迷，专注英超解说与赛前分析。');
    fireEvent.click(screen.getByTestId('audit-submit'));
    expect((await screen.findByTestId('audit-error')).textContent).toBe('你已是主播，无需申请');
  });
});
