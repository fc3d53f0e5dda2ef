/** The money panels of a room a phone opens one at a time in a bottom sheet, with their names. */
export const ROOM_MONEY_SHEETS = { gifts: '礼物', redPackets: '红包', nobility: '贵族' } as const;

export type RoomMoneySheet = keyof typeof ROOM_MONEY_SHEETS;
