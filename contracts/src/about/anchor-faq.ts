import { BAN_DURATIONS } from '../chat';
import { MIN_WITHDRAWAL } from '../wallet';
import type { AboutDoc } from './doc';

const BAN_LABELS = BAN_DURATIONS.map((duration) => duration.label).join('、');

/** /about/live/4: the questions anchors ask most, on applying, streaming, running the room and income. */
export const ANCHOR_FAQ: AboutDoc = {
  title: '常见问题',
  updatedOn: '2026-11-20',
  intro: '这里整理了主播在申请、开播、管理直播间和收益方面最常遇到的问题。没有找到答案，请通过[意见反馈](/about/10006)联系我们。',
  sections: [
    {
      heading: '申请主播需要多久审核？',
      paragraphs: [
        '一般在1个工作日内完成审核，结果会通过站内消息通知你。审核期间不能重复提交申请；被驳回的，可以按驳回原因修改后重新申请。申请流程见[主播教程](/about/live/2)。',
      ],
    },
    {
      heading: '开播后观众看不到画面怎么办？',
      paragraphs: [
        '请依次检查：直播间是否已在[开播设置](/v/anchor-set)中开启（只有开启的直播间才能接收推流）；推流软件中的服务器地址与推流码是否与开播设置页一致，推流码是否为最新生成的那一个；推流软件是否已点击“开始推流”；网络上行带宽是否充足。',
        '推流成功后，直播间一般在几秒内显示为直播中。推荐的推流参数见[开播工具](/live/manual)。',
      ],
    },
    {
      heading: '画面卡顿或延迟大怎么办？',
      paragraphs: [
        '画面卡顿多半是上行带宽不足：请降低码率（如 720p 使用 2500 Kbps）或分辨率，并尽量使用有线网络。延迟大时，把关键帧间隔设为1秒，并在编码器设置中使用 zerolatency 调整。',
      ],
    },
    {
      heading: '推流码泄露了怎么办？',
      paragraphs: [
        '立即在开播设置的“推流设置”中点击“重新生成推流码”，旧推流码会立即失效，正在使用旧推流码的直播会中断。然后把新的推流码填入你的推流软件。因推流码泄露被他人用于违规直播的，主播需承担责任，请妥善保管。',
      ],
    },
    {
      heading: '如何设置房管、处理捣乱的观众？',
      paragraphs: [
        '在直播间的聊天管理中输入用户昵称即可任命房管，房管可以帮你删除违规消息、禁言违规观众。',
        `禁言时长可选${BAN_LABELS}，解除禁言、撤销房管也在聊天管理中操作。房管不能禁言你和其他房管，较高等级的贵族只有你本人可以禁言。刷屏严重时，可以开启慢速模式。`,
      ],
    },
    {
      heading: '怎样让更多人看到我的直播？',
      paragraphs: [
        '开播时关联你正在解说的比赛，直播间会出现在比赛页面的直播列表中；使用清晰的封面和准确的标题；开播前在主播动态中发布预告，关注你的粉丝会在你开播时收到提醒。',
      ],
    },
    {
      heading: '直播回放在哪里看？',
      paragraphs: [
        '每场直播都会自动录制，下播后可以在你的直播间的回放列表中观看。你的历史开播记录和每场的观看数据可以在[主播空间](/v/anchor-zone)查看。',
      ],
    },
    {
      heading: '礼物收益怎么提现？',
      paragraphs: [
        `在[我的钱包](/v/wallet)中设置支付密码并绑定本人银行卡后，收益满${MIN_WITHDRAWAL}钻石即可申请提现。提现需人工审核，审核通过后打款；被驳回的，收益会原数退回。你也可以把收益转入钱包，直接用于送礼物或开通贵族。详见[《用户协议》](/about/protocol)。`,
      ],
    },
    {
      heading: '直播间被断流或封禁了怎么办？',
      paragraphs: [
        '断流或封禁通常是因为直播内容违反了[《直播规范》](/about/specification)，处理原因会通过站内消息告知你。你认为处理有误的，可以在7日内通过[意见反馈](/about/10006)申诉，写明直播间号和申诉理由。',
      ],
    },
  ],
};
