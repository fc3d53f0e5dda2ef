import type { BarrageStyle } from '@portal/contracts';

/** The barrage styles viewers pick from (GET /api/chat/barrage/all). */
export const BARRAGE_STYLES: readonly BarrageStyle[] = [
  { id: 1, name: '普通弹幕', color: '#ffffff', durationSeconds: 8, price: 0 },
  { id: 2, name: '热情红', color: '#ff4d4f', durationSeconds: 8, price: 0 },
  { id: 3, name: '球场绿', color: '#52c41a', durationSeconds: 8, price: 0 },
  { id: 4, name: '冠军金', color: '#faad14', durationSeconds: 10, price: 10 },
  { id: 5, name: '星空紫', color: '#9254de', durationSeconds: 10, price: 10 },
];
