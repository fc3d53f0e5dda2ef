// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CaptchaClient } from '../../src/auth/captcha-client';
import { CaptchaClientProvider } from '../../src/auth/captcha-context';
import { CaptchaPopup } from '../../src/auth/SecurityVerification';

afterEach(() => {
  cleanup();
});

describe('<CaptchaPopup captchaType="clickWord">', () => {
  it('asks for the words in order, checks the third click and hands over the pass', async () => {
    const client: CaptchaClient = {
      challenge: vi.fn(async () => ({
        repCode: '0000',
        repMsg: null,
        repData: { originalImageBase64: 'aW1hZ2U=', token: 'tk', secretKey: null, wordList: ['球', '门', '射'] },
      })),
      check: vi.fn(async (_type, input) => ({ repCode: '0000', repMsg: null, pointData: input.pointJson })),
    };
    const onPass = vi.fn();
    const onClose = vi.fn();
    await act(async () => {
      render(
        <CaptchaClientProvider client={client}>
          <CaptchaPopup captchaType="clickWord" onPass={onPass} onClose={onClose} />
        </CaptchaClientProvider>,
      );
    });
    expect(screen.getByText('请完成安全验证')).toBeTruthy();
    expect(screen.getByTestId('click-word-prompt').textContent).toBe('请依次点击【球,门,射】');

    const image = screen.getByTestId('click-word-image');
    await act(async () => {
      fireEvent.click(image, { clientX: 20, clientY: 30 });
      fireEvent.click(image, { clientX: 150, clientY: 80 });
    });
    expect(client.check).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(image, { clientX: 290, clientY: 140 });
    });

    const points = JSON.stringify([
      { x: 20, y: 30 },
      { x: 150, y: 80 },
      { x: 290, y: 140 },
    ]);
    expect(client.check).toHaveBeenCalledWith(
      'clickWord',
      { token: 'tk', secretKey: null, pointJson: points },
      expect.anything(),
    );
    expect(onPass).toHaveBeenCalledWith(`tk---${points}`);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
