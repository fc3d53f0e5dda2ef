// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AUDIT_INTRODUCTION_ERROR, AUDIT_STATUS, PHONE_ERROR, type AuditInfo } from '@portal/contracts';
import { AUDIT_TEXT, AnchorApply } from '../../src/live/AnchorApply';
import { envelope, fan, renderLive, stubGateway } from './support';

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

/** An audit desk: GET answers the current application, POST replaces it with one under review. */
function auditDesk(initial: AuditInfo) {
  let current = initial;
  const bodies: unknown[] = [];
  return {
    bodies,
    routes: {
      '/api/audit/info': () => envelope(current),
      '/api/audit/submit': (_url: URL, init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        bodies.push(body);
        current = { ...submitted, ...body, status: AUDIT_STATUS.REVIEWING };
        return envelope(current);
      },
      '/api/nav/list': () => envelope([{ id: 1, name: '足球', sort: 1 }, { id: 2, name: '篮球', sort: 2 }]),
    },
  };
}

describe('/v/apply', () => {
  it('without an application: checks the form with the contract rules, submits, then shows it under review', async () => {
    const desk = auditDesk(noApplication);
    stubGateway(desk.routes, fan);
    await renderLive(<AnchorApply />, { user: fan });
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
    stubGateway(auditDesk({ ...submitted, status: AUDIT_STATUS.PASSED, reason: '资料齐全' }).routes, fan);
    await renderLive(<AnchorApply />, { user: fan });
    expect((await screen.findByTestId('audit-passed')).textContent).toContain(AUDIT_TEXT.passed);
    expect(screen.getByTestId('audit-reason').textContent).toBe('审核意见：资料齐全');
    expect(screen.getByTestId('audit-go-live').getAttribute('href')).toBe('/v/anchor-set');
    expect(screen.queryByTestId('audit-form')).toBeNull();
  });

  it('shows a rejected application with the reason, and resubmits it with the earlier answers filled in', async () => {
    const desk = auditDesk({ ...submitted, status: AUDIT_STATUS.REJECTED, reason: '介绍过于简单' });
    stubGateway(desk.routes, fan);
    await renderLive(<AnchorApply />, { user: fan });
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
    stubGateway(
      {
        ...auditDesk(noApplication).routes,
        '/api/audit/submit': () => envelope(null, 20030, '你已是主播，无需申请'),
      },
      fan,
    );
    await renderLive(<AnchorApply />, { user: fan });
    await screen.findByTestId('audit-form');
    fill('audit-real-name', '王大锤');
    fill('audit-contact', '13800138000');
    fill('audit-introduction', '十年球迷，专注英超解说与赛前分析。');
    fireEvent.click(screen.getByTestId('audit-submit'));
    expect((await screen.findByTestId('audit-error')).textContent).toBe('你已是主播，无需申请');
  });
});
