import { SITE_NAME } from '../pages';
import { ROOM_NOTICE_MAX_LENGTH, ROOM_TITLE_MAX_LENGTH } from '../room';
import { UPLOAD_MAX_IMAGE_BYTES } from '../user';
import { DIAMONDS_PER_YUAN, MIN_WITHDRAWAL } from '../wallet';
import type { AboutDoc } from './doc';

const COVER_MAX_MB = UPLOAD_MAX_IMAGE_BYTES / (1024 * 1024);

/** /about/live/2: from applying to be an anchor to going live, the room's settings, replays and income. */
export const ANCHOR_TUTORIAL: AboutDoc = {
  title: '主播教程',
  updatedOn: '2026-11-20',
  intro: `在${SITE_NAME}开播只需几步：申请成为主播、开启直播间、用推流工具推流。开播前请阅读[《主播协议》](/about/live/3)与[《直播规范》](/about/specification)。`,
  sections: [
    {
      heading: '第一步：申请成为主播',
      paragraphs: [
        '登录后点击顶部的“我要开播”，或直接打开[申请主播](/v/apply)，填写真实姓名、联系方式、社交账号（选填）、个人简介，并选择主要的直播分类（足球、篮球等）后提交。',
        '我们一般在1个工作日内完成审核，结果会通过站内[消息](/v/message)通知你。审核通过后，你的个人空间会显示主播身份，顶部的“我要开播”会直接进入开播设置。申请被驳回的，可以按驳回原因修改后重新申请。',
      ],
    },
    {
      heading: '第二步：开启直播间',
      paragraphs: [
        `进入[开播设置](/v/anchor-set)，填写直播标题（不超过${ROOM_TITLE_MAX_LENGTH}个字），选择直播分类，并可以关联一场你要解说的比赛。关联比赛后，你的直播间会出现在该比赛页面的直播列表中，观众更容易找到你。`,
        '点击“开播”后直播间即为开启状态，此时开始推流，观众就能看到画面。直播中修改标题、分类或关联比赛，点击“更新并继续直播”即可，不会中断直播。',
      ],
    },
    {
      heading: '第三步：推流',
      paragraphs: [
        '在开播设置页的“推流设置”中可以看到服务器地址和推流码。推荐使用免费的 OBS Studio：在“设置 → 推流”中选择“自定义”，填入服务器地址与推流码，然后点击“开始推流”。详细的软件设置见[开播工具](/live/manual)。',
        '推流码相当于直播间的密码，请勿泄露或截图公开。如有泄露，请在开播设置中点击“重新生成推流码”，旧推流码会立即失效。只有已开启的直播间才能接收推流。',
      ],
    },
    {
      heading: '直播间设置',
      paragraphs: [
        `在[直播间设置](/v/anchor-room-set)中可以修改直播标题、直播公告（不超过${ROOM_NOTICE_MAX_LENGTH}个字）、直播封面与分类。封面支持 PNG、JPG、GIF、WebP 格式，单张不超过${COVER_MAX_MB}MB，建议使用16:9的清晰图片，封面不得含有二维码、联系方式与违规内容。`,
        '在直播间的聊天管理中，你可以任命房管、禁言违规观众、开启慢速模式和设置屏蔽词，具体规则见[《直播规范》](/about/specification)。',
      ],
    },
    {
      heading: '粉丝与动态',
      paragraphs: [
        '观众关注你之后，你每次开播他们都会收到开播提醒，也能在“关注的直播”中第一时间找到你。你的个人空间会展示粉丝数、直播间入口和你的主播动态。',
        '在[发布帖子](/v/posting)中发布的内容会出现在你的主播动态里，开播前发一条预告，能让更多粉丝准时来看。',
      ],
    },
    {
      heading: '下播与回放',
      paragraphs: [
        '直播结束时，请先在推流软件中停止推流，再在开播设置中点击“关播”。每场直播会自动录制，下播后可以在直播间的回放列表中观看，你也可以在[主播空间](/v/anchor-zone)查看历史直播数据。',
      ],
    },
    {
      heading: '礼物收益',
      paragraphs: [
        `观众赠送的礼物会计入你的收益账户。收益满${MIN_WITHDRAWAL}钻石即可在[我的钱包](/v/wallet)申请提现，按${DIAMONDS_PER_YUAN}钻石兑换1元结算，提现前需要设置支付密码并绑定本人银行卡；也可以把收益转入钱包，作为钻石使用。详见[《用户协议》](/about/protocol)。`,
        '更多问题请看[常见问题](/about/live/4)。',
      ],
    },
  ],
};
