export { LivePlayer, ReplayPlayer } from './players';
export { StreamKeyPanel } from './StreamKeyPanel';
export { StreamView, PlayerLibraryProvider, useStreamActor, streamShown, type StreamShown } from './StreamView';
export { liveSource, recordedSource } from './stream-sources';
export { streamMachine, type StreamSource, type StreamCommand, type StreamEvent } from './stream.machine';
export { STREAM_ERROR_MESSAGES, streamErrorMessage, type StreamError, type StreamErrorKind } from './stream-errors';
