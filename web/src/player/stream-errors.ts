/** The three groups of player errors (SPEC §8), named as mpegts.js names them. */
export type StreamErrorKind = 'NetworkError' | 'MediaError' | 'OtherError';

/** A player error: its group, the loader's or demuxer's detail, and what it said (HTTP status and text, or a message). */
export interface StreamError {
  kind: StreamErrorKind;
  detail: string;
  info?: { code?: number; msg?: string };
}

/** User-facing messages by detail; a detail not listed falls back to its group's message. */
export const STREAM_ERROR_MESSAGES = {
  NetworkError: '网络连接失败，请检查网络后重试',
  MediaError: '视频播放出错，请刷新后重试',
  OtherError: '播放器出现未知错误，请刷新后重试',
  Exception: '网络异常，视频加载失败',
  HttpStatusCodeInvalid: '视频地址无法访问',
  ConnectingTimeout: '连接超时，请稍后重试',
  UnrecoverableEarlyEof: '视频流意外中断，请重试',
  FormatError: '视频格式错误，无法播放',
  FormatUnsupported: '不支持的视频格式',
  CodecUnsupported: '当前浏览器不支持该视频编码',
  MediaMSEError: '浏览器媒体播放出错，请刷新后重试',
  NoSource: '视频不存在或已删除',
} as const;

const DETAIL_GROUP: Record<string, StreamErrorKind> = {
  Exception: 'NetworkError',
  HttpStatusCodeInvalid: 'NetworkError',
  ConnectingTimeout: 'NetworkError',
  UnrecoverableEarlyEof: 'NetworkError',
  FormatError: 'MediaError',
  FormatUnsupported: 'MediaError',
  CodecUnsupported: 'MediaError',
  MediaMSEError: 'MediaError',
};

/** What the viewer is told: the detail's message, with the HTTP status when the server answered one. */
export function streamErrorMessage(error: StreamError): string {
  const known = DETAIL_GROUP[error.detail] === error.kind || error.detail === 'NoSource';
  const base = known
    ? STREAM_ERROR_MESSAGES[error.detail as keyof typeof STREAM_ERROR_MESSAGES]
    : STREAM_ERROR_MESSAGES[error.kind];
  if (error.detail === 'HttpStatusCodeInvalid' && error.info?.code) return `${base}（HTTP ${error.info.code}）`;
  return base;
}

/** A player error from what mpegts.js reported (`type`, `detail`, `info`); an unknown type is an OtherError. */
export function toStreamError(type: unknown, detail: unknown, info: unknown): StreamError {
  const kind: StreamErrorKind = type === 'NetworkError' || type === 'MediaError' ? type : 'OtherError';
  const said = typeof info === 'object' && info !== null ? (info as { code?: unknown; msg?: unknown }) : {};
  return {
    kind,
    detail: typeof detail === 'string' ? detail : '',
    info: {
      ...(typeof said.code === 'number' ? { code: said.code } : {}),
      ...(typeof said.msg === 'string' ? { msg: said.msg } : {}),
    },
  };
}
