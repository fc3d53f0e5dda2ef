import { runFloor } from './floor';

// The floor batching a turn's frames per socket, as the gateway does (see floor.ts).
await runFloor(true);
