import type { Doc } from './doc';

/** The anchor help pages by id: tutorial, agreement and FAQ. */
export const ANCHOR_GUIDES: Readonly<Record<string, Doc>> = {
  2: {
    title: '主播教程',
    intro: '从申请到开播，只需几步。',
    sections: [
      {
        heading: '第一步：申请成为主播',
        paragraphs: ['登录后点击顶部“我要开播”，填写资料并提交主播申请，审核通过后即可开播。'],
      },
      {
        heading: '第二步：准备推流工具',
        paragraphs: ['下载 OBS 等推流软件，在“开播设置”中复制推流地址与推流码，填入推流软件。'],
      },
      {
        heading: '第三步：开始直播',
        paragraphs: [
          '设置直播间标题、封面与关联赛事，点击开播并在推流软件中开始推流。',
          '直播结束后，请先在推流软件中停止推流，再在开播设置中关闭直播间。',
        ],
      },
    ],
  },
  3: {
    title: '主播协议',
    intro: '申请成为主播前，请阅读并同意本协议。',
    sections: [
      {
        heading: '一、主播义务',
        paragraphs: [
          '主播应遵守《直播规范》，直播内容须与体育赛事相关，不得直播未经授权的赛事信号。',
          '主播不得引导观众参与赌博，不得发布虚假信息或进行站外交易。',
        ],
      },
      {
        heading: '二、收益结算',
        paragraphs: ['主播获得的礼物收益按平台规则结算，可在钱包中申请提现。'],
      },
      {
        heading: '三、违约处理',
        paragraphs: ['主播违反本协议的，平台有权采取警告、断流、冻结收益或取消主播资格等措施。'],
      },
    ],
  },
  4: {
    title: '常见问题',
    sections: [
      {
        heading: '申请主播需要多久审核？',
        paragraphs: ['一般在 1 个工作日内完成审核，结果会通过站内消息通知你。'],
      },
      {
        heading: '开播后观众看不到画面怎么办？',
        paragraphs: ['请检查推流地址与推流码是否填写正确、推流软件是否已开始推流，以及网络上行带宽是否充足。'],
      },
      {
        heading: '如何设置房管？',
        paragraphs: ['在直播间聊天管理中输入用户昵称即可添加房管，房管可协助你禁言违规用户。'],
      },
    ],
  },
};
