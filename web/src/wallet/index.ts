import './wallet.css';
// A room's money panels (RoomMoney and its parts) are imported from their files by the room page alone,
// which loads them lazily: the wallet pages that import this file do not carry them.
export { WalletPage } from './WalletPage';
export { TopUpPage } from './TopUpPage';
export { OrderPage } from './OrderPage';
export { PayPasswordResetPage } from './PayPasswordResetPage';
export { walletAmount } from './money';
