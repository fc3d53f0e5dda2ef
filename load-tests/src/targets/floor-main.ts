import { runFloor } from './floor';

// The bare `ws` floor: one frame per event per channel (see floor.ts).
await runFloor(false);
