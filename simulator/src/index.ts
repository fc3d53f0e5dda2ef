export { ManualClock } from './clock';
export { FeedView, isInPlay } from './feed-view';
export { FAULT_CLOSE_CODE, NO_FAULTS } from './faults';
export { InjectError, SimulatorModel, type MatchStore, type ModelWindow, type SimulatorModelOptions } from './model';
export { applyFeedEvent, readRecording, ReplaySource, type Recording } from './recording';
export { createSimulatorServer, type SimulatorServer, type SimulatorServerOptions } from './server';
