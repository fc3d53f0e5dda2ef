/**
 * Texts the web shows that the gateway does not send: its own fallbacks when an answer carries no
 * message, and SPEC §8's texts. The gateway's error texts live beside their schemas.
 */

/** A read failed and the answer carried no message of its own. */
export const LOAD_FAILED = '加载失败，请稍后重试';

/** A write never reached the gateway (network failure or timeout). */
export const NETWORK_FAILED = '网络异常，请稍后再试';

/** An answer's body is not the envelope, or its data does not match the contract. */
export const MALFORMED_DATA_MESSAGE = '数据格式错误';

/** A form's submission failed without a message of the gateway's own. */
export const SUBMIT_FAILED = '提交失败，请稍后重试';

/** Saving settings or a profile failed without a message of the gateway's own. */
export const SAVE_FAILED = '保存失败，请稍后重试';

/** A follow, a room switch or a moderation action failed without a message of the gateway's own. */
export const OPERATION_FAILED = '操作失败，请稍后重试';

/** The anchor's stream key could not be read or renewed without a message of the gateway's own. */
export const STREAM_KEY_FAILED = '推流信息获取失败';
