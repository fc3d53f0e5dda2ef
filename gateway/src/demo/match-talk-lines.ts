import type { FeedSport } from '@portal/contracts';

/**
 * What the demo's watchers talk of: a situation of the match (a goal that put a side in front, a
 * red card, a tight score late on, the odds before kick-off...) or the anchor's words in a room.
 */
export type TalkTopic =
  | 'goalAhead'
  | 'goalLevel'
  | 'goalFurther'
  | 'goalBack'
  | 'ownGoal'
  | 'penaltyGoal'
  | 'penaltyMissed'
  | 'yellow'
  | 'red'
  | 'levelEarly'
  | 'level'
  | 'levelLate'
  | 'lead'
  | 'leadLate'
  | 'bigLead'
  | 'halfTimeLevel'
  | 'halfTimeLead'
  | 'three'
  | 'run'
  | 'foul'
  | 'timeout'
  | 'tied'
  | 'close'
  | 'blowout'
  | 'clutch'
  | 'periodBreak'
  | 'period'
  | 'favourite'
  | 'handicap'
  | 'total'
  | 'cheer'
  | 'play'
  | 'prematch'
  | 'replyTeam'
  | 'replyTrailer'
  | 'replyQuestion'
  | 'replyAgree';

/** The sentences of each topic; `{name}` is filled from the match (see `demo-match-talk.ts`). */
export type TalkLines = Partial<Record<TalkTopic, readonly string[]>>;

/** The topics of a goal: every sentence of them names the side that scored, `{team}`. */
export const GOAL_TOPICS: readonly TalkTopic[] = ['goalAhead', 'goalLevel', 'goalFurther', 'goalBack', 'ownGoal', 'penaltyGoal'];

const footballFans: TalkLines = {
  goalAhead: [
    '{team}进球了！{score}领先！',
    '球进了！{player}帮{team}打破僵局',
    '{minute}分钟，{team}终于破门了',
    '{player}这脚太冷静了，{team}领先',
    '漂亮！{team}先拔头筹',
    '{team}先进一球，{other}要压上来了',
    '{player}！{player}！{team}领先了！',
    '这球进得太漂亮了，{team}{score}',
    '{team}反超了！{score}',
    '等了{minute}分钟，{team}总算进了',
    '{other}的门将没办法，{team}这球太刁了',
    '{team}这波配合打得行云流水，进了！',
  ],
  goalLevel: [
    '{team}扳平了！{score}',
    '{player}扳平比分，{team}回来了',
    '又回到同一起跑线了，{team}这球太关键',
    '{team}追平！这场有意思了',
    '{minute}分钟{team}扳平，{other}防线打盹了',
    '{player}这球救了{team}，{score}',
    '{team}顶住压力扳平了，好样的',
    '扳平了扳平了，{team}的球迷可以松口气了',
    '{other}没守住，{team}{score}扳平',
    '{team}不愧是{team}，说追就追平了',
  ],
  goalFurther: [
    '{team}再进一球，{score}了',
    '{team}扩大比分，{other}要崩了',
    '{team}这下稳了吧，{score}',
    '{other}防线被{team}打穿了',
    '{player}又进了！{team}{score}',
    '{minute}分钟{team}锁定胜局了吧',
    '{team}今天火力全开，{score}',
    '{other}的球迷要心碎了，{team}又进一个',
  ],
  goalBack: [
    '{team}追回一球！{score}',
    '{player}扳回一城，{team}还有希望',
    '{team}还没放弃，{score}',
    '{minute}分钟{team}追回一个，还有戏',
    '{team}缩小了比分，{other}别大意',
    '{player}这球进得提气，{team}加油再追',
  ],
  ownGoal: [
    '乌龙球！{player}自摆乌龙，{team}白捡一球',
    '{other}自己送了一个，{team}{score}',
    '{player}这乌龙太尴尬了，{team}笑了',
    '{team}运气不错，对手乌龙送礼',
  ],
  penaltyGoal: [
    '{player}点球命中，{team}{score}',
    '点球稳稳罚进，{team}进球了',
    '{player}主罚点球，骗过门将，{team}进球',
    '{team}点球拿下，{score}',
    '{player}罚点球心理素质真好，{team}破门',
  ],
  penaltyMissed: [
    '点球罚丢了！{player}太可惜',
    '{player}罚丢点球，{team}错失良机',
    '{other}门将神扑点球！{player}傻眼了',
    '这个点球都没进，{team}今天运气不行',
  ],
  yellow: [
    '{player}吃到黄牌了',
    '裁判给了{player}一张黄牌，{team}要小心了',
    '{player}这脚犯规太冲动了，黄牌',
    '{team}的{player}背了黄牌，后面得收着踢',
    '这张黄牌给得没毛病，{player}动作太大',
    '{minute}分钟{player}吃牌，{other}的机会来了',
    '{player}黄牌了，{team}的防守要调整了',
  ],
  red: [
    '红牌！{player}被罚下了',
    '{team}少一人了，{other}机会来了',
    '{player}直接下场，{team}这下麻烦了',
    '{minute}分钟就少一人，{team}怎么踢',
    '{player}这张红牌太伤了，{team}要缩回去打了',
    '{other}多一人作战，该压上了',
  ],
  levelEarly: [
    '才{minute}分钟，{home}和{away}还在试探',
    '开场{home}控球多一点',
    '{away}开局很积极啊',
    '刚开始，{home}和{away}都很谨慎',
    '{home}开场压得很高',
    '前{minute}分钟看，{away}的反击有威胁',
    '{home}和{away}开局互有攻守',
  ],
  level: [
    '{home}和{away}还是{score}，谁先进球谁就赢了',
    '{score}僵持住了，{home}和{away}都很谨慎',
    '两边都不敢压上，还是{score}',
    '{minute}分钟了还是{score}，急死人',
    '{home}攻了半天还是{score}',
    '{away}的防守太顽强了，{score}',
    '{home}得换个思路了，一直{score}',
    '这场{score}太闷了，来个进球吧',
    '{away}的门将今天状态不错',
    '{home}和{away}中场绞杀得好激烈',
  ],
  levelLate: [
    '{minute}分钟了还是{score}，要打平了吗',
    '最后时刻了，{home}和{away}谁能绝杀',
    '{score}，最后几分钟{home}必须拼了',
    '{away}能守住这个{score}吗',
    '补时阶段了吧，{score}还没变',
    '{home}和{away}看样子要握手言和',
  ],
  lead: [
    '{leader}领先{diff}球，稳住！',
    '{trailer}加油，还有时间扳回来',
    '{leader}{score}领先，控制得不错',
    '{trailer}得变阵了，这样追不回来',
    '{minute}分钟{leader}领先，{trailer}得压上了',
    '{leader}的防守很稳，{trailer}没什么机会',
    '{trailer}的进攻太单一了',
    '{leader}别光守，再进一个就稳了',
  ],
  leadLate: [
    '{minute}分钟了，{leader}守住就赢了',
    '{trailer}时间不多了，赶紧压上',
    '{leader}开始拖时间了',
    '最后几分钟，{trailer}能扳平吗',
    '{leader}这场三分拿定了吧',
    '{trailer}门将都上去了吧，拼了',
  ],
  bigLead: [
    '{score}，{trailer}今天被打懵了',
    '{leader}这是屠杀啊，{score}',
    '{trailer}的防线今天形同虚设',
    '{leader}领先{diff}球，比赛基本结束了',
    '{trailer}的球迷可以关电视了',
  ],
  halfTimeLevel: [
    '半场{score}，下半场看谁先破门',
    '上半场{home}和{away}打得很胶着，{score}',
    '半场{score}，{home}下半场得提速',
    '中场休息，{away}上半场防得不错',
    '半场{score}，两边教练要调整了',
  ],
  halfTimeLead: [
    '半场{leader}领先{diff}球，下半场{trailer}还有机会',
    '半场{score}，{leader}踢得更好',
    '中场休息，{trailer}下半场得换人了',
    '上半场{leader}{score}领先，下半场继续',
    '半场结束，{trailer}的主帅得好好训话了',
  ],
  favourite: [
    '{favourite}胜赔才{price}，看好的人很多',
    '{favourite}是热门，胜赔{price}',
    '欧赔{favourite}{price}，这场能打出来吗',
    '看赔率还是{favourite}占优，{price}',
  ],
  handicap: [
    '亚盘{asian}，{home}能打穿吗',
    '{home}对{away}的盘口开{asian}，我觉得合理',
    '{asian}的盘，{away}能守住吗',
  ],
  total: [
    '大小球{totalLine}，现在{score}才{goals}个球',
    '进球线{totalLine}，{home}和{away}这节奏够不够',
    '大小{totalLine}，{home}和{away}再进几个就是大球了',
  ],
  cheer: [
    '{team}加油！',
    '{team}冲冲冲',
    '今天就看{team}的了',
    '{team}必胜！',
    '支持{team}！',
    '{team}，拿下这场！',
    '{team}的球迷在哪里？扣个1',
    '{team}雄起！',
  ],
  play: [
    '{home}的边路今天很活跃',
    '{away}的反击速度好快',
    '{home}这脚射门太可惜了',
    '{away}的中场拦截很积极',
    '{home}的角球威胁很大',
    '{away}这脚远射差一点',
    '{home}的门将反应真快',
    '{away}的后防有点松',
    '{home}传控打得有模有样',
    '{away}这波防守反击差点打成',
    '{league}的比赛强度就是高',
    '这场{league}看得过瘾',
    '{home}的前锋今天跑动好积极',
    '{away}的左路一直在被打',
    '{home}的定位球练得不错',
    '{away}的高位逼抢很有效',
    '{home}这次头球攻门偏出了',
    '{away}这脚任意球角度刁钻',
  ],
  prematch: [
    '{home}对{away}，你们猜几比几？',
    '这场我看好{favourite}',
    '{home}主场作战，优势明显吧',
    '{away}客场能拿分吗',
    '首发快出来了吧，等{home}和{away}的阵容',
    '{league}这场有看点，{home}对{away}',
    '坐等开球，{home}加油',
  ],
  replyTeam: [
    '主播说得对，{team}今天状态确实好',
    '同意主播，{team}这场有戏',
    '主播也看好{team}？我也是',
    '主播分析得到位，{team}就是这个问题',
    '主播一说{team}我就懂了',
    '跟主播一样，我也看{team}',
    '主播提到{team}，我也觉得他们今天有东西',
    '主播说{team}，那我就站{team}了',
    '{team}今天确实像主播说的那样',
  ],
  replyTrailer: [
    '同意主播，{team}今天问题不少',
    '主播说得对，{team}今天确实不在状态',
    '{team}的教练真该听听主播的',
    '主播说到{team}的痛处了',
    '{team}今天打成这样，主播说得没错',
  ],
  replyQuestion: [
    '回主播：我觉得{home}能赢',
    '主播我押{away}',
    '必须{home}啊主播',
    '回主播，我看{favourite}',
    '主播我觉得{home}和{away}要打平',
  ],
  replyAgree: [
    '主播讲得好',
    '主播说到点子上了',
    '跟着主播看球就是舒服',
    '主播解说太专业了',
    '听主播的没错',
    '哈哈主播说得太对了',
    '主播这个分析我服',
    '主播懂球，学到了',
    '主播这波解读可以',
    '主播说的我记下了',
    '对对对，主播说得没错',
    '主播眼光毒辣',
  ],
};

const basketballFans: TalkLines = {
  three: [
    '{player}三分命中！{team}{score}',
    '{player}又是三分，手感火热',
    '这个三分太准了，{team}打得好',
    '{player}的三分球今天停不下来',
    '三分！{player}投得太果断了',
    '{team}靠三分拉开了，{player}神准',
  ],
  run: [
    '{team}一波{run}比0的攻击波！',
    '{team}打疯了，连得{run}分',
    '{other}赶紧叫暂停啊，被{team}打了一波{run}比0',
    '{team}这波{run}分太猛了',
    '{other}这几个回合一分没得，{team}连得{run}分',
  ],
  foul: [
    '{player}又犯规了',
    '{player}这次犯规有点冤',
    '{team}的{player}犯规不少了，小心',
    '裁判吹{player}犯规，没毛病',
  ],
  timeout: [
    '{team}叫暂停了，要调整一下',
    '暂停回来看{team}怎么打',
    '{team}的教练坐不住了，暂停',
    '这个暂停叫得及时，{team}得稳住',
  ],
  tied: [
    '打平了！{home}{score}{away}',
    '{score}，又是平分',
    '比分交替上升，{home}和{away}太胶着了',
    '{home}和{away}谁也甩不开谁',
  ],
  close: [
    '分差只有{diff}分，{home}和{away}咬得太紧了',
    '{leader}只领先{diff}分，随时可能被反超',
    '{trailer}就差{diff}分，追得上',
    '{score}，这场太刺激了',
    '{leader}领先{diff}分，{trailer}别急',
  ],
  lead: [
    '{leader}领先{diff}分，{trailer}得打一波小高潮了',
    '{leader}控制住节奏了，{score}',
    '{trailer}的外线今天不太准',
    '{leader}的防守太凶了',
    '{trailer}落后{diff}分，还有时间',
  ],
  blowout: [
    '{leader}领先{diff}分，垃圾时间要来了',
    '{trailer}今天投篮太差了',
    '{score}，{leader}打得太轻松了',
    '{trailer}被{leader}打穿了，差{diff}分',
  ],
  clutch: [
    '最后{left}分钟，分差{diff}，关键时刻！',
    '决胜时刻，{leader}能守住吗',
    '{trailer}还差{diff}分，还有{left}分钟',
    '比赛还剩{left}分钟，心跳加速',
  ],
  periodBreak: [
    '{period}结束，{score}',
    '节间休息，{home}和{away}打成{score}',
    '{period}打完了，{home}{score}{away}',
  ],
  period: [
    '{period}还剩{left}分钟，{score}',
    '{period}打得好快，{home}和{away}都在提速',
    '{period}{home}的进攻好流畅',
    '{period}{away}的防守强度上来了',
  ],
  handicap: [
    '让分盘{spread}，{favourite}能赢够吗',
    '{spread}，我觉得{underdog}能守住',
    '{spread}的盘，{favourite}今天能打出来',
  ],
  total: [
    '总分线{totalLine}，{home}和{away}现在一共{points}分',
    '总分{totalLine}，{home}和{away}这节奏能打出来吗',
    '{score}，两队{points}分，总分线{totalLine}',
  ],
  cheer: [
    '{team}加油！',
    '{team}冲冲冲',
    '{team}必胜！',
    '防守！防守！{team}加油',
    '{team}的球迷扣个1',
    '{team}今晚拿下！',
  ],
  play: [
    '{home}这个快攻太漂亮了',
    '{away}的挡拆配合好默契',
    '{home}篮板抢得凶',
    '{away}这个暴扣太炸了',
    '{home}的内线今天打得好',
    '{away}的外线手感来了',
    '{home}这个盖帽干净利落',
    '{away}的传球视野太好了',
    '{league}的对抗强度真高',
    '{home}的换防很到位',
    '{away}这个后撤步三分太帅了',
    '{home}的二次进攻好多',
    '{away}的替补打得很拼',
  ],
  prematch: [
    '{home}对{away}，你们猜谁赢？',
    '这场我看好{favourite}',
    '{home}主场作战，赢面大',
    '{away}客场能抢下来吗',
    '坐等跳球，{home}加油',
    '{league}这场有看点',
  ],
  replyTeam: [
    '主播说得对，{team}今天手感确实好',
    '同意主播，{team}这场能赢',
    '主播也看好{team}？我也是',
    '主播分析得到位，{team}就差这一点',
    '跟主播一样，我站{team}',
    '主播提到{team}，我也觉得他们今天有东西',
    '{team}今天确实像主播说的那样',
  ],
  replyTrailer: [
    '同意主播，{team}今天手感太差了',
    '主播说得对，{team}得调整了',
    '{team}的教练真该听听主播的',
    '主播说到{team}的痛处了',
  ],
  replyQuestion: [
    '回主播：我觉得{home}能赢',
    '主播我押{away}',
    '必须{home}啊主播',
    '回主播，我看{favourite}',
  ],
  replyAgree: [
    '主播讲得好',
    '主播说到点子上了',
    '跟着主播看球就是舒服',
    '主播解说太专业了',
    '听主播的没错',
    '哈哈主播说得太对了',
    '主播懂球，学到了',
    '主播这波解读可以',
    '对对对，主播说得没错',
    '主播眼光毒辣',
  ],
};

/** What the demo's fans say, by sport and topic. */
export const FAN_LINES: Record<FeedSport, TalkLines> = { football: footballFans, basketball: basketballFans };

const footballAnchors: TalkLines = {
  goalAhead: ['进了！{player}为{team}破门，{score}！', '漂亮的进球，{team}{score}领先，大家刷起来', '{team}打破僵局，这球是整体配合的结果'],
  goalLevel: ['{team}扳平了！{score}，比赛重新开始', '{player}扳平比分，{team}的反击打得好'],
  goalFurther: ['{team}再进一球，{score}，这场基本稳了', '{team}扩大领先，{other}的防线要反思'],
  goalBack: ['{team}追回一球，{score}，比赛还没结束', '{player}这球进得提气，{team}还有机会'],
  ownGoal: ['哎呀乌龙球，{team}白捡一球，{score}'],
  penaltyGoal: ['点球罚进，{team}{score}，{player}很冷静'],
  penaltyMissed: ['点球没进！{player}太可惜了'],
  yellow: ['{player}这张黄牌吃得不冤', '{team}的{player}背牌了，后面要注意'],
  red: ['红牌！{team}少一人，接下来看{other}怎么利用', '{player}被罚下，这对{team}打击太大了'],
  levelEarly: ['开场{minute}分钟，{home}和{away}还在互相试探', '大家觉得{home}和{away}谁会先进球？'],
  level: ['{score}僵持，我觉得{home}得多从边路找机会', '{minute}分钟，{away}的防守做得很好', '还是{score}，大家猜猜谁先进球？'],
  levelLate: ['最后时刻还是{score}，{home}和{away}谁能绝杀？', '{minute}分钟了，{score}，平局的可能很大'],
  lead: ['{leader}领先{diff}球，{trailer}得换人了', '{trailer}还有机会吗？大家说说', '{leader}现在的节奏控制得很好'],
  leadLate: ['{minute}分钟，{leader}守住就能赢', '{trailer}得全力压上了，时间不多'],
  bigLead: ['{score}，{leader}今天太强势了', '{trailer}这场输得没脾气'],
  halfTimeLevel: ['半场结束，{score}，我们聊聊上半场', '中场休息，{home}和{away}上半场都很谨慎'],
  halfTimeLead: ['半场{leader}领先，下半场{trailer}要怎么调整？', '上半场{score}，{leader}踢得更有章法'],
  favourite: ['现在{favourite}胜赔{price}，大家怎么看？', '{favourite}是热门，胜赔才{price}'],
  prematch: ['{home}对{away}，大家赛前怎么看？', '这场{league}，我比较看好{favourite}'],
  play: ['欢迎新进来的朋友，现在{home}对{away}，{score}', '喜欢的朋友点个关注，我们一起看{home}对{away}', '这场{league}焦点战，大家文明聊球'],
};

const basketballAnchors: TalkLines = {
  three: ['{player}三分命中！{team}打得很顺', '{player}今天三分手感太好了'],
  run: ['{team}打出一波{run}比0，{other}该暂停了'],
  tied: ['又平了，{score}，大家觉得谁能赢？', '{home}和{away}打得难解难分'],
  close: ['分差只有{diff}分，{leader}能守住吗？', '{score}，这场悬念还很大'],
  lead: ['{leader}领先{diff}分，{trailer}要靠外线追', '{trailer}还能追回来吗？大家说说'],
  blowout: ['{leader}领先{diff}分，今天太强势了', '{trailer}今天手感冰凉'],
  clutch: ['最后{left}分钟，分差{diff}，关键时刻来了', '决胜时刻，{leader}能不能稳住？'],
  periodBreak: ['{period}结束，{score}，我们聊聊这一节'],
  period: ['{period}还剩{left}分钟，{score}', '{period}{home}的进攻打得很流畅'],
  handicap: ['让分盘{spread}，{favourite}是被看好的一方'],
  prematch: ['{home}对{away}，大家赛前怎么看？', '这场{league}，我比较看好{favourite}'],
  play: ['欢迎新进来的朋友，现在{home}对{away}，{score}', '喜欢的朋友点个关注，我们一起看{home}对{away}', '这场{league}，大家文明聊球'],
};

/** What the demo's anchors say of the match their room shows, by sport and topic. */
export const ANCHOR_LINES: Record<FeedSport, TalkLines> = { football: footballAnchors, basketball: basketballAnchors };

/** What is said in a demo room that shows no match (an 电竞 room): the anchor's and the viewers' words. */
export const ROOM_LINES = {
  anchor: ['欢迎大家来到直播间！', '大家文明聊天，理性讨论哦', '喜欢的朋友点个关注'],
  viewers: ['主播晚上好，前排占座', '来了来了', '主播今天状态不错', '这把打得漂亮', '主播辛苦了', '这波操作太秀了'],
} as const;
