// @vitest-environment jsdom
import { COVER_UPLOAD_FAILED, type UserInfo, routes } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AnchorRoomSet } from '../../src/live/AnchorPages';
import { envelope, fakeGateway, renderPage } from '../harness';
import { fan, roomDetail } from './fixtures';

const anchor: UserInfo = { ...fan, id: 105, isAnchor: 1 };
const UPLOADED = '/uploads/0123456789abcdef0123456789abcdef.png';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function anchorGateway(upload: () => Response) {
  return fakeGateway()
    .on(routes.api.roomInfo, () => envelope(roomDetail(5, { anchorId: anchor.id })))
    .on(routes.api.navList, () => envelope([{ id: 1, name: '足球', sort: 1 }, { id: 2, name: '篮球', sort: 2 }]))
    .on(routes.api.uploadBase64, upload)
    .on(routes.api.roomSetting, ({ sent }) => roomDetail(5, { anchorId: anchor.id, ...(sent as object) }));
}

const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' });

describe('AnchorRoomSet', () => {
  it('uploads a picked picture as the cover, shows it, and saves it with the room', async () => {
    const gateway = anchorGateway(() => envelope([UPLOADED], 200, '上传成功'));
    await renderPage(<AnchorRoomSet />, { user: anchor });

    fireEvent.change(await screen.findByTestId('room-cover-file'), { target: { files: [picture()] } });
    await waitFor(() => expect(screen.getByTestId('room-cover-preview').getAttribute('src')).toBe(UPLOADED));
    expect(gateway.calls(routes.api.uploadBase64).map(({ sent }) => sent)).toEqual([{ images: [expect.stringMatching(/^data:image\/png;base64,/)] }]);

    fireEvent.submit(screen.getByTestId('room-settings-form'));
    await waitFor(() => expect(gateway.calls(routes.api.roomSetting)).toHaveLength(1));
    expect(gateway.calls(routes.api.roomSetting)[0]?.sent).toMatchObject({ cover: UPLOADED });
  });

  it('keeps the old cover and says why when the upload is refused', async () => {
    anchorGateway(() => envelope(null, 400, '图片格式不支持'));
    await renderPage(<AnchorRoomSet />, { user: anchor });
    fireEvent.change(await screen.findByTestId('room-cover-file'), { target: { files: [picture()] } });
    expect(await screen.findByText('图片格式不支持')).toBeTruthy();
    expect(screen.queryByText(COVER_UPLOAD_FAILED)).toBeNull();
    expect(screen.queryByTestId('room-cover-preview')).toBeNull();
  });
});
