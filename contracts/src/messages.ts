/**
 * Texts the web shows of its own (fallbacks when an answer carries no message, empty states) and
 * SPEC §8's texts. The texts the gateway sends live beside the schemas of their domain
 * (`auth.ts`, `room.ts`, `chat.ts`, `wallet.ts`, …); both sides import them from contracts.
 */

/** A subscribe or resync answered with something that is not a channel reply. */
export const CHANNEL_MALFORMED_REPLY_MESSAGE = '频道应答格式错误';

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

/** SPEC §8: a login that failed on the network; shown for 3 seconds. */
export const LOGIN_FAILED_MESSAGE = '登录失败';

/** SPEC §8: a refused login, dynamic-key fetch or SMS without a message of the server's own. */
export const FALLBACK_ERROR_MESSAGE = 'error';

/** SPEC §8: an SMS code request that failed without a message of the server's own. */
export const SMS_FAILED_MESSAGE = '验证码获取失败';

/** SPEC §8: the toast after an SMS code was sent. */
export const SMS_SENT_MESSAGE = '已发送';

/** The not-found page's heading: a path no route matches, or a page whose id names nothing (a news article, a match, a user, a room). */
export const NOT_FOUND_MESSAGE = '抱歉，你访问的页面不存在';

/** What the not-found page says under its heading. */
export const NOT_FOUND_HINT = '页面可能已被删除、地址输入有误或链接已失效。你可以返回上一页，或回到首页看看正在进行的比赛。';

/** The not-found and error pages' link to the home page. */
export const BACK_HOME_LINK = '返回首页';

/** The not-found page's link to the page before. */
export const GO_BACK_LINK = '返回上一页';

/** A captcha answer the captcha host refused without a message of its own. */
export const CAPTCHA_FAILED_MESSAGE = '验证失败';

/** The error page when the error carries no message. */
export const ERROR_PAGE_FALLBACK_MESSAGE = '页面出错了，请返回首页重试。';

/** A chat message that could not be sent without a message of the gateway's own. */
export const SEND_FAILED_MESSAGE = '发送失败，请稍后再试';

/** A room cover upload that failed without a message of the gateway's own. */
export const COVER_UPLOAD_FAILED = '封面上传失败，请稍后重试';

/** A paid highlight purchase that failed without a message of the gateway's own. */
export const HIGHLIGHT_PURCHASE_FAILED = '购买失败，请稍后重试';

/** A portrait upload that failed without a message of the gateway's own. */
export const UPLOAD_FAILED = '上传失败';

/** A write of the wallet forms (withdrawal, bank card, pay password) refused without a message of the gateway's own. */
export const WALLET_WRITE_FAILED = '操作失败';

/** A moderation console action (ban, manager, slow mode, words) that failed without a message of the gateway's own. */
export const MODERATION_FAILED = '操作失败，请稍后再试';
/** A moderator's delete from a chat line that failed without an answer. */
export const CHAT_DELETE_FAILED = '删除失败，请稍后再试';
/** A moderator's ban from a chat line that failed without an answer. */
export const CHAT_BAN_FAILED = '禁言失败，请稍后再试';

/** A recharge order the gateway refused without a message of its own. */
export const RECHARGE_REFUSED_MESSAGE = '充值下单失败';

/** A gift the gateway refused without a message of its own. */
export const GIFT_REFUSED_MESSAGE = '礼物赠送失败';

/** A nobility purchase that failed without a message of the gateway's own. */
export const NOBILITY_PURCHASE_FAILED = '开通失败';

/** Wearing an owned nobility that failed without a message of the gateway's own. */
export const NOBILITY_ACTIVATE_FAILED = '设置失败';

/** A red packet that could not be sent without a message of the gateway's own. */
export const RED_PACKET_SEND_FAILED = '红包发送失败';

/** A pay password reset that failed without a message of the gateway's own. */
export const PAY_PASSWORD_RESET_FAILED = '重置失败';

/** A news list (a column's page, or the home headlines) with no articles. */
export const NEWS_EMPTY = '暂无资讯';

/** A news column page whose list could not be read. */
export const NEWS_LOAD_FAILED = '资讯加载失败，请稍后重试';

/** A news search that found no article. */
export const NEWS_SEARCH_EMPTY = '没有找到相关资讯';

/** A news search that could not be made. */
export const NEWS_SEARCH_FAILED = '搜索失败，请稍后重试';

/** The search box's hot searches, when there are none. */
export const HOT_SEARCH_EMPTY = '暂无热门搜索';

/** A live-room search that found no room. */
export const ROOM_SEARCH_EMPTY = '没有找到相关直播间';
