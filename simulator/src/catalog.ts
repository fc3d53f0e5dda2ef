import type { FeedCompetitionKind, FeedSport } from '@portal/contracts';
import type { NameStyle } from './names';

/** A competition the simulator schedules, with its clubs listed roughly strongest first. */
export interface CompetitionEntry {
  id: number;
  sport: FeedSport;
  name: string;
  shortName: string;
  country: string;
  kind: FeedCompetitionKind;
  periodMinutes: number;
  /** Kick-off times, Beijing time, one match each; a day has at most one match per pair of clubs. */
  slots: readonly string[];
  /** Whether the season spans two years (2024-2025) or one (2025). */
  seasonAcrossYears: boolean;
  /** 'name|shortName' of each club; empty for competitions that borrow clubs from other leagues. */
  clubs: readonly string[];
  /** How most of the squad is named, and the styles of the foreign players. */
  nameStyle: NameStyle;
  foreignStyles: readonly NameStyle[];
  foreignPlayers: number;
  /** Basketball: average total points of a game. */
  pointsPerGame?: number;
  /** Football: average total goals of a match. */
  goalsPerMatch?: number;
  /** How many days apart its clubs may play friendlies; its sport's DEFAULT_FRIENDLY_EVERY_DAYS when not given. */
  friendlyEveryDays?: number;
  /** Whether its rounds are spread over every day of its span, as the NBA's, the CBA's, KBL's and the EuroLeague's; else they fall on weekends. */
  everyDay?: boolean;
}

/** How many days apart a club may play friendlies, unless its league says otherwise. */
export const DEFAULT_FRIENDLY_EVERY_DAYS: Readonly<Record<FeedSport, number>> = { football: 3, basketball: 2 };
/** The big European leagues and the NBA play a friendly in a fortnight at most, as in an international break. */
const RARE_FRIENDLIES = 14;

const FOOTBALL_EURO_STYLES: readonly NameStyle[] = ['brazilian', 'french', 'spanish', 'english', 'german', 'italian'];

export const COMPETITIONS: readonly CompetitionEntry[] = [
  {
    id: 1, sport: 'football', name: '英格兰超级联赛', shortName: '英超', country: '英格兰', kind: 'league', periodMinutes: 45,
    slots: ['03:00', '03:45', '04:00', '19:30', '20:30', '22:00', '22:00', '22:00', '23:00', '23:30'],
    seasonAcrossYears: true, friendlyEveryDays: RARE_FRIENDLIES, nameStyle: 'english', foreignStyles: FOOTBALL_EURO_STYLES, foreignPlayers: 12, goalsPerMatch: 2.9,
    clubs: [
      '曼彻斯特城|曼城', '阿森纳|阿森纳', '利物浦|利物浦', '切尔西|切尔西', '阿斯顿维拉|维拉', '托特纳姆热刺|热刺', '纽卡斯尔联|纽卡斯尔',
      '曼彻斯特联|曼联', '布莱顿|布莱顿', '西汉姆联|西汉姆', '诺丁汉森林|诺丁汉', '伯恩茅斯|伯恩茅斯', '富勒姆|富勒姆', '布伦特福德|布伦特',
      '水晶宫|水晶宫', '埃弗顿|埃弗顿', '狼队|狼队', '莱斯特城|莱斯特', '伊普斯维奇|伊普斯', '南安普顿|南安普',
    ],
  },
  {
    id: 2, sport: 'football', name: '西班牙甲级联赛', shortName: '西甲', country: '西班牙', kind: 'league', periodMinutes: 45,
    slots: ['01:00', '01:00', '02:00', '03:00', '04:00', '20:00', '21:15', '23:30', '23:30', '23:59'],
    seasonAcrossYears: true, friendlyEveryDays: RARE_FRIENDLIES, nameStyle: 'spanish', foreignStyles: ['brazilian', 'french', 'german'], foreignPlayers: 6, goalsPerMatch: 2.6,
    clubs: [
      '皇家马德里|皇马', '巴塞罗那|巴萨', '马德里竞技|马竞', '毕尔巴鄂竞技|毕尔巴鄂', '皇家社会|皇社', '比利亚雷亚尔|比利亚雷', '皇家贝蒂斯|贝蒂斯',
      '赫罗纳|赫罗纳', '塞维利亚|塞维利亚', '瓦伦西亚|瓦伦西亚', '奥萨苏纳|奥萨苏纳', '塞尔塔|塞尔塔', '赫塔菲|赫塔菲', '马略卡|马略卡',
      '巴列卡诺|巴列卡诺', '阿拉维斯|阿拉维斯', '拉斯帕尔马斯|拉斯帕尔', '西班牙人|西班牙人', '莱加内斯|莱加内斯', '巴拉多利德|巴拉多利',
    ],
  },
  {
    id: 3, sport: 'football', name: '意大利甲级联赛', shortName: '意甲', country: '意大利', kind: 'league', periodMinutes: 45,
    slots: ['00:00', '01:00', '02:45', '03:45', '18:30', '19:00', '21:00', '21:00', '22:00', '23:59'],
    seasonAcrossYears: true, friendlyEveryDays: RARE_FRIENDLIES, nameStyle: 'italian', foreignStyles: ['brazilian', 'french', 'spanish', 'german'], foreignPlayers: 9, goalsPerMatch: 2.7,
    clubs: [
      '国际米兰|国米', 'AC米兰|AC米兰', '尤文图斯|尤文', '那不勒斯|那不勒斯', '亚特兰大|亚特兰大', '罗马|罗马', '拉齐奥|拉齐奥',
      '佛罗伦萨|佛罗伦萨', '博洛尼亚|博洛尼亚', '都灵|都灵', '乌迪内斯|乌迪内斯', '热那亚|热那亚', '蒙扎|蒙扎', '科莫|科莫',
      '卡利亚里|卡利亚里', '帕尔马|帕尔马', '维罗纳|维罗纳', '莱切|莱切', '恩波利|恩波利', '威尼斯|威尼斯',
    ],
  },
  {
    id: 4, sport: 'football', name: '德国甲级联赛', shortName: '德甲', country: '德国', kind: 'league', periodMinutes: 45,
    slots: ['00:30', '01:30', '03:30', '21:30', '21:30', '21:30', '22:30', '23:30', '23:30'],
    seasonAcrossYears: true, friendlyEveryDays: RARE_FRIENDLIES, nameStyle: 'german', foreignStyles: ['french', 'brazilian', 'english', 'spanish'], foreignPlayers: 9, goalsPerMatch: 3.1,
    clubs: [
      '拜仁慕尼黑|拜仁', '勒沃库森|勒沃库森', '多特蒙德|多特', 'RB莱比锡|莱比锡', '斯图加特|斯图加特', '法兰克福|法兰克福', '弗赖堡|弗赖堡',
      '沃尔夫斯堡|沃尔夫斯', '门兴格拉德巴赫|门兴', '霍芬海姆|霍芬海姆', '美因茨|美因茨', '云达不莱梅|不莱梅', '奥格斯堡|奥格斯堡',
      '柏林联合|柏林联', '海登海姆|海登海姆', '圣保利|圣保利', '波鸿|波鸿', '荷尔斯泰因基尔|基尔',
    ],
  },
  {
    id: 5, sport: 'football', name: '法国甲级联赛', shortName: '法甲', country: '法国', kind: 'league', periodMinutes: 45,
    slots: ['00:00', '02:00', '03:00', '03:45', '20:00', '22:00', '22:00', '22:00', '23:00'],
    seasonAcrossYears: true, friendlyEveryDays: RARE_FRIENDLIES, nameStyle: 'french', foreignStyles: ['brazilian', 'spanish', 'italian'], foreignPlayers: 7, goalsPerMatch: 2.8,
    clubs: [
      '巴黎圣日耳曼|巴黎', '摩纳哥|摩纳哥', '马赛|马赛', '里尔|里尔', '尼斯|尼斯', '里昂|里昂', '朗斯|朗斯', '布雷斯特|布雷斯特',
      '雷恩|雷恩', '斯特拉斯堡|斯特拉斯', '图卢兹|图卢兹', '兰斯|兰斯', '南特|南特', '欧塞尔|欧塞尔', '昂热|昂热', '勒阿弗尔|勒阿弗尔',
      '蒙彼利埃|蒙彼利埃', '圣埃蒂安|圣埃蒂安',
    ],
  },
  {
    id: 6, sport: 'football', name: '中国足球超级联赛', shortName: '中超', country: '中国', kind: 'league', periodMinutes: 45,
    slots: ['15:30', '15:30', '17:00', '19:00', '19:35', '19:35', '20:00', '20:00'],
    seasonAcrossYears: false, nameStyle: 'chinese', foreignStyles: ['brazilian', 'spanish', 'french'], foreignPlayers: 5, goalsPerMatch: 2.9,
    clubs: [
      '上海海港|上海海港', '上海申花|上海申花', '成都蓉城|成都蓉城', '北京国安|北京国安', '山东泰山|山东泰山', '天津津门虎|天津津门虎',
      '浙江队|浙江', '河南队|河南', '长春亚泰|长春亚泰', '青岛西海岸|青岛西海岸', '武汉三镇|武汉三镇', '沧州雄狮|沧州雄狮',
      '深圳新鹏城|深圳新鹏城', '梅州客家|梅州客家', '青岛海牛|青岛海牛', '南通支云|南通支云',
    ],
  },
  {
    id: 7, sport: 'football', name: '日本职业足球甲级联赛', shortName: '日职联', country: '日本', kind: 'league', periodMinutes: 45,
    slots: ['12:00', '13:00', '13:00', '14:00', '14:00', '17:00', '18:00', '18:00', '18:30', '19:00'],
    seasonAcrossYears: false, nameStyle: 'japanese', foreignStyles: ['brazilian', 'korean'], foreignPlayers: 4, goalsPerMatch: 2.6,
    clubs: [
      '神户胜利船|神户胜利船', '广岛三箭|广岛三箭', '町田泽维亚|町田泽维亚', '鹿岛鹿角|鹿岛鹿角', '川崎前锋|川崎前锋', '横滨水手|横滨水手',
      '浦和红钻|浦和红钻', '大阪钢巴|大阪钢巴', '名古屋鲸八|名古屋', '东京FC|东京FC', '柏太阳神|柏太阳神', '新潟天鹅|新潟天鹅',
      '湘南海洋|湘南海洋', '札幌冈萨多|札幌冈萨多', '京都不死鸟|京都不死鸟', '福冈黄蜂|福冈黄蜂', '鸟栖砂岩|鸟栖砂岩',
      '东京绿茵|东京绿茵', '磐田喜悦|磐田喜悦', '大阪樱花|大阪樱花',
    ],
  },
  {
    id: 8, sport: 'football', name: '韩国职业足球联赛', shortName: 'K联赛', country: '韩国', kind: 'league', periodMinutes: 45,
    slots: ['13:00', '14:30', '15:00', '17:30', '18:00', '18:30'],
    seasonAcrossYears: false, nameStyle: 'korean', foreignStyles: ['brazilian', 'japanese'], foreignPlayers: 4, goalsPerMatch: 2.5,
    clubs: [
      '蔚山HD|蔚山', '浦项制铁|浦项制铁', '全北现代|全北现代', '首尔FC|首尔', '江原FC|江原', '水原FC|水原FC', '金泉尚武|金泉尚武',
      '济州联|济州联', '大田市民|大田市民', '光州FC|光州', '大邱FC|大邱', '仁川联|仁川联',
    ],
  },
  {
    id: 9, sport: 'football', name: '澳大利亚超级联赛', shortName: '澳超', country: '澳大利亚', kind: 'league', periodMinutes: 45,
    slots: ['12:00', '14:00', '14:30', '16:00', '16:35', '17:00'],
    seasonAcrossYears: true, nameStyle: 'english', foreignStyles: ['japanese', 'brazilian', 'spanish'], foreignPlayers: 5, goalsPerMatch: 3.0,
    clubs: [
      '墨尔本胜利|墨尔本胜利', '悉尼FC|悉尼FC', '中央海岸水手|中央海岸', '惠灵顿凤凰|惠灵顿', '西悉尼流浪者|西悉尼', '麦克阿瑟FC|麦克阿瑟',
      '墨尔本城|墨尔本城', '阿德莱德联|阿德莱德', '布里斯班狮吼|布里斯班', '珀斯光荣|珀斯光荣', '西部联|西部联', '纽卡斯尔喷气机|纽卡斯尔喷气机',
    ],
  },
  {
    id: 10, sport: 'football', name: '美国职业足球大联盟', shortName: '美职联', country: '美国', kind: 'league', periodMinutes: 45,
    slots: ['06:30', '07:30', '07:30', '07:30', '08:30', '09:30', '10:30', '10:30'],
    seasonAcrossYears: false, nameStyle: 'american', foreignStyles: ['spanish', 'brazilian', 'english'], foreignPlayers: 8, goalsPerMatch: 3.0,
    clubs: [
      '迈阿密国际|迈阿密国际', '洛杉矶FC|洛杉矶FC', '洛杉矶银河|洛杉矶银河', '哥伦布机员|哥伦布', '辛辛那提|辛辛那提', '西雅图海湾人|西雅图',
      '纽约红牛|纽约红牛', '纽约城|纽约城', '亚特兰大联|亚特兰大联', '波特兰伐木者|波特兰', '奥兰多城|奥兰多', '费城联合|费城联合',
      '皇家盐湖城|盐湖城', '休斯顿迪纳摩|休斯顿', '明尼苏达联|明尼苏达', '温哥华白浪|温哥华',
    ],
  },
  {
    id: 11, sport: 'football', name: '巴西甲级联赛', shortName: '巴西甲', country: '巴西', kind: 'league', periodMinutes: 45,
    slots: ['05:00', '06:00', '06:00', '07:00', '07:30', '08:00', '08:30', '09:00'],
    seasonAcrossYears: false, nameStyle: 'brazilian', foreignStyles: ['spanish'], foreignPlayers: 4, goalsPerMatch: 2.4,
    clubs: [
      '弗拉门戈|弗拉门戈', '帕尔梅拉斯|帕尔梅拉斯', '博塔弗戈|博塔弗戈', '弗卢米嫩塞|弗鲁米嫩塞', '圣保罗|圣保罗', '科林蒂安|科林蒂安',
      '国际体育会|国际体育会', '格雷米奥|格雷米奥', '米内罗竞技|米内罗竞技', '克鲁塞罗|克鲁塞罗', '巴伊亚|巴伊亚', '瓦斯科达伽马|瓦斯科',
      '福塔雷萨|福塔雷萨', '布拉干蒂诺|布拉干蒂诺', '尤文图德|尤文图德', '巴拉纳竞技|巴拉纳竞技',
    ],
  },
  {
    id: 12, sport: 'football', name: '欧洲冠军联赛', shortName: '欧冠', country: '欧洲', kind: 'cup', periodMinutes: 45,
    slots: ['01:45', '01:45', '04:00', '04:00', '04:00', '04:00', '04:00', '04:00'],
    seasonAcrossYears: true, nameStyle: 'english', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 3.0, clubs: [],
  },
  {
    id: 13, sport: 'football', name: '国际球会友谊赛', shortName: '球会友谊', country: '国际', kind: 'friendly', periodMinutes: 45,
    slots: [], seasonAcrossYears: false, nameStyle: 'english', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 3.0, clubs: [],
  },
  {
    id: 101, sport: 'basketball', name: '美国职业篮球联赛', shortName: 'NBA', country: '美国', kind: 'league', periodMinutes: 12,
    slots: ['07:00', '07:00', '07:30', '07:30', '08:00', '08:00', '08:30', '09:00', '10:00', '10:30'],
    seasonAcrossYears: true, everyDay: true, friendlyEveryDays: RARE_FRIENDLIES, nameStyle: 'american', foreignStyles: ['french', 'german', 'spanish'], foreignPlayers: 3, pointsPerGame: 228,
    clubs: [
      '波士顿凯尔特人|凯尔特人', '俄克拉荷马城雷霆|雷霆', '丹佛掘金|掘金', '克利夫兰骑士|骑士', '明尼苏达森林狼|森林狼', '纽约尼克斯|尼克斯',
      '密尔沃基雄鹿|雄鹿', '达拉斯独行侠|独行侠', '菲尼克斯太阳|太阳', '洛杉矶湖人|湖人', '金州勇士|勇士', '洛杉矶快船|快船',
      '新奥尔良鹈鹕|鹈鹕', '印第安纳步行者|步行者', '奥兰多魔术|魔术', '费城76人|76人', '迈阿密热火|热火', '萨克拉门托国王|国王',
      '休斯顿火箭|火箭', '孟菲斯灰熊|灰熊', '亚特兰大老鹰|老鹰', '芝加哥公牛|公牛', '犹他爵士|爵士', '多伦多猛龙|猛龙',
      '圣安东尼奥马刺|马刺', '布鲁克林篮网|篮网', '夏洛特黄蜂|黄蜂', '波特兰开拓者|开拓者', '底特律活塞|活塞', '华盛顿奇才|奇才',
    ],
  },
  {
    id: 102, sport: 'basketball', name: '中国男子篮球职业联赛', shortName: 'CBA', country: '中国', kind: 'league', periodMinutes: 10,
    slots: ['15:00', '17:00', '19:35', '19:35', '19:35', '19:35', '19:35', '20:00', '20:00', '20:00'],
    seasonAcrossYears: true, everyDay: true, nameStyle: 'chinese', foreignStyles: ['american'], foreignPlayers: 2, pointsPerGame: 200,
    clubs: [
      '辽宁本钢|辽宁', '广东东莞大益|广东', '浙江稠州金租|浙江', '新疆伊力特|新疆', '上海久事|上海', '北京首钢|北京',
      '山东高速|山东', '深圳马可波罗|深圳', '浙江方兴渡|广厦', '广州龙狮|广州', '山西汾酒|山西', '北京控股|北控',
      '吉林九台农商银行|吉林', '青岛国信水产|青岛', '天津先行者|天津', '四川丰谷酒业|四川', '南京同曦宙光|南京',
      '福建浔兴股份|福建', '江苏肯帝亚|江苏', '宁波町渥|宁波',
    ],
  },
  {
    id: 103, sport: 'basketball', name: '欧洲篮球联赛', shortName: '欧篮联', country: '欧洲', kind: 'league', periodMinutes: 10,
    slots: ['00:30', '01:00', '01:00', '01:45', '02:00', '02:30', '03:00', '03:45', '03:45'],
    seasonAcrossYears: true, everyDay: true, nameStyle: 'spanish', foreignStyles: ['american', 'french', 'german', 'italian'], foreignPlayers: 6, pointsPerGame: 162,
    clubs: [
      '皇家马德里篮球|皇马篮球', '巴塞罗那篮球|巴萨篮球', '费内巴切|费内巴切', '帕纳辛纳科斯|帕纳辛纳', '奥林匹亚科斯|奥林匹亚',
      '摩纳哥篮球|摩纳哥', '安纳托利亚埃菲斯|埃菲斯', '米兰奥林匹亚|米兰', '特拉维夫马卡比|马卡比', '拜仁慕尼黑篮球|拜仁篮球',
      '贝尔格莱德游击队|游击队', '贝尔格莱德红星|红星', '巴斯克尼亚|巴斯克尼', '维尔图斯博洛尼亚|维尔图斯', '柏林阿尔巴|柏林',
      '巴黎篮球|巴黎', '维伦纽斯萨尔基里斯|萨尔基里', 'ASVEL维勒班|维勒班',
    ],
  },
  {
    id: 104, sport: 'basketball', name: '国际篮球热身赛', shortName: '篮球热身', country: '国际', kind: 'friendly', periodMinutes: 10,
    slots: [], seasonAcrossYears: false, nameStyle: 'american', foreignStyles: [], foreignPlayers: 0, pointsPerGame: 190, clubs: [],
  },
  {
    id: 105, sport: 'basketball', name: '澳大利亚国家篮球联赛', shortName: '澳篮联', country: '澳大利亚', kind: 'league', periodMinutes: 10,
    slots: ['13:00', '15:30', '16:30', '16:30', '17:30'],
    seasonAcrossYears: true, nameStyle: 'english', foreignStyles: ['american'], foreignPlayers: 3, pointsPerGame: 180,
    clubs: [
      '墨尔本联|墨尔本联', '珀斯野猫|珀斯', '悉尼国王|悉尼', '伊拉瓦拉老鹰|伊拉瓦拉', '东南墨尔本凤凰|东南墨尔本', '塔斯马尼亚跳跃杰克|塔斯马尼亚',
      '新西兰破坏者|新西兰', '阿德莱德36人|阿德莱德', '凯恩斯大班|凯恩斯', '布里斯班子弹|布里斯班',
    ],
  },
  {
    id: 106, sport: 'basketball', name: '韩国篮球联赛', shortName: 'KBL', country: '韩国', kind: 'league', periodMinutes: 10,
    slots: ['14:00', '16:00', '18:00', '18:00', '18:00'],
    seasonAcrossYears: true, everyDay: true, nameStyle: 'korean', foreignStyles: ['american'], foreignPlayers: 2, pointsPerGame: 160,
    clubs: [
      '首尔SK骑士|SK骑士', '昌原LG猎隼|LG猎隼', '水原KT音速|KT音速', '安养正官庄红火箭|安养', '釜山KCC宙斯盾|KCC',
      '蔚山现代摩比斯太阳神|现代摩比斯', '原州DB促销|原州DB', '首尔三星雷鸟|三星', '高阳索诺天空枪手|高阳', '大邱韩国燃气飞马|大邱燃气',
    ],
  },
  {
    id: 14, sport: 'football', name: '英格兰冠军联赛', shortName: '英冠', country: '英格兰', kind: 'league', periodMinutes: 45,
    slots: ['03:45', '03:45', '03:45', '20:30', '23:00', '23:00'],
    seasonAcrossYears: true, nameStyle: 'english', foreignStyles: FOOTBALL_EURO_STYLES, foreignPlayers: 8, goalsPerMatch: 2.5,
    clubs: [
      '利兹联|利兹联', '伯恩利|伯恩利', '谢菲尔德联|谢菲联', '桑德兰|桑德兰', '西布罗姆维奇|西布朗', '诺维奇|诺维奇', '米德尔斯堡|米堡',
      '考文垂|考文垂', '布里斯托尔城|布里斯托', '沃特福德|沃特福德', '米尔沃尔|米尔沃尔', '布莱克本|布莱克本', '普雷斯顿|普雷斯顿',
      '斯旺西|斯旺西', '赫尔城|赫尔城', '斯托克城|斯托克', '女王公园巡游者|女王公园', '卡迪夫城|卡迪夫', '谢菲尔德星期三|谢周三',
      '德比郡|德比郡', '朴茨茅斯|朴茨茅斯', '牛津联|牛津联', '普利茅斯|普利茅斯', '卢顿|卢顿',
    ],
  },
  {
    id: 21, sport: 'football', name: '英格兰甲级联赛', shortName: '英甲', country: '英格兰', kind: 'league', periodMinutes: 45,
    slots: ['03:45', '03:45', '03:45', '23:00', '23:00', '23:00'],
    seasonAcrossYears: true, nameStyle: 'english', foreignStyles: ['french', 'english', 'brazilian'], foreignPlayers: 5, goalsPerMatch: 2.6,
    clubs: [
      '伯明翰|伯明翰', '维冈竞技|维冈', '博尔顿|博尔顿', '哈德斯菲尔德|哈德斯菲', '巴恩斯利|巴恩斯利', '查尔顿|查尔顿', '雷丁|雷丁',
      '彼得伯勒|彼得伯勒', '布莱克浦|布莱克浦', '林肯城|林肯城', '斯托克港|斯托克港', '维康比|维康比', '莱顿东方|莱顿东方',
      '罗瑟汉姆|罗瑟汉姆', '埃克塞特|埃克塞特', '什鲁斯伯里|什鲁斯伯', '伯顿|伯顿', '剑桥联|剑桥联', '北安普顿|北安普顿',
      '斯蒂夫尼奇|斯蒂夫尼', '布里斯托流浪者|布里流浪', '克劳利|克劳利', '米尔顿凯恩斯|米尔顿凯恩', '曼斯菲尔德|曼斯菲尔德',
    ],
  },
  {
    id: 15, sport: 'football', name: '荷兰甲级联赛', shortName: '荷甲', country: '荷兰', kind: 'league', periodMinutes: 45,
    slots: ['01:45', '03:00', '19:15', '21:30', '23:30'],
    seasonAcrossYears: true, nameStyle: 'dutch', foreignStyles: ['brazilian', 'french', 'german', 'english'], foreignPlayers: 7, goalsPerMatch: 3.1,
    clubs: [
      '埃因霍温|埃因霍温', '费耶诺德|费耶诺德', '阿贾克斯|阿贾克斯', '阿尔克马尔|阿尔克马', '特温特|特温特', '乌德勒支|乌德勒支',
      '格罗宁根|格罗宁根', '前进之鹰|前进之鹰', '海伦芬|海伦芬', '奈梅亨|奈梅亨', '斯巴达鹿特丹|斯巴达', '鹿特丹精英|精英',
      '福伦丹|福伦丹', '兹沃勒|兹沃勒', '阿尔梅勒城|阿尔梅勒', '威廉二世|威廉二世', '赫拉克勒斯|赫拉克勒', '布雷达|布雷达',
    ],
  },
  {
    id: 16, sport: 'football', name: '葡萄牙超级联赛', shortName: '葡超', country: '葡萄牙', kind: 'league', periodMinutes: 45,
    slots: ['02:00', '02:30', '04:15', '04:30', '23:30'],
    seasonAcrossYears: true, nameStyle: 'portuguese', foreignStyles: ['brazilian', 'spanish', 'french'], foreignPlayers: 9, goalsPerMatch: 2.6,
    clubs: [
      '本菲卡|本菲卡', '波尔图|波尔图', '葡萄牙体育|葡体', '布拉加|布拉加', '吉马良斯|吉马良斯', '卡萨皮亚|卡萨皮亚',
      '埃斯托里尔|埃斯托里', '里奥阿维|里奥阿维', '法马利康|法马利康', '摩雷伦斯|摩雷伦斯', '阿罗卡|阿罗卡', '吉尔维森特|吉尔维森',
      '圣克拉拉|圣克拉拉', '国民队|国民队', '埃斯特雷拉|埃斯特雷', '博阿维斯塔|博阿维斯', '法伦斯|法伦斯', '阿维斯|阿维斯',
    ],
  },
  {
    id: 17, sport: 'football', name: '墨西哥超级联赛', shortName: '墨西超', country: '墨西哥', kind: 'league', periodMinutes: 45,
    slots: ['07:00', '09:00', '09:06', '11:00', '11:05'],
    seasonAcrossYears: true, nameStyle: 'mexican', foreignStyles: ['spanish', 'brazilian', 'american'], foreignPlayers: 6, goalsPerMatch: 2.7,
    clubs: [
      '美洲队|美洲队', '蒙特雷|蒙特雷', '老虎大学|老虎大学', '托卢卡|托卢卡', '克鲁斯蓝|克鲁斯蓝', '瓜达拉哈拉|瓜达拉哈',
      '帕丘卡|帕丘卡', '莱昂|莱昂', '桑托斯拉古纳|拉古纳', '美洲狮|美洲狮', '普埃布拉|普埃布拉', '蒂华纳|蒂华纳',
      '阿特拉斯|阿特拉斯', '克雷塔罗|克雷塔罗', '华雷斯|华雷斯', '圣路易斯竞技|圣路易斯', '内卡萨|内卡萨', '马萨特兰|马萨特兰',
    ],
  },
  {
    id: 18, sport: 'football', name: '阿根廷职业足球甲级联赛', shortName: '阿甲', country: '阿根廷', kind: 'league', periodMinutes: 45,
    slots: ['04:00', '05:00', '06:15', '07:30', '08:30'],
    seasonAcrossYears: false, nameStyle: 'argentine', foreignStyles: ['brazilian', 'spanish'], foreignPlayers: 4, goalsPerMatch: 2.3,
    clubs: [
      '河床|河床', '博卡青年|博卡', '竞技俱乐部|竞技', '独立|独立', '圣洛伦索|圣洛伦索', '拉普拉塔大学生|大学生', '萨斯菲尔德|萨斯菲尔德',
      '罗萨里奥中央|罗萨里奥', '纽维尔老男孩|纽维尔', '拉努斯|拉努斯', '塔勒瑞斯|塔勒瑞斯', '贝尔格拉诺|贝尔格拉诺', '飓风|飓风',
      '阿根廷青年人|青年人', '戈多伊克鲁斯|戈多伊', '班菲尔德|班菲尔德', '图库曼竞技|图库曼', '普拉滕斯|普拉滕斯', '巴拉卡斯中央|巴拉卡斯',
      '萨米恩托|萨米恩托',
    ],
  },
  {
    id: 19, sport: 'football', name: '比利时甲级联赛', shortName: '比甲', country: '比利时', kind: 'league', periodMinutes: 45,
    slots: ['01:30', '03:45', '20:30', '23:00'],
    seasonAcrossYears: true, nameStyle: 'belgian', foreignStyles: ['french', 'dutch', 'brazilian'], foreignPlayers: 8, goalsPerMatch: 2.9,
    clubs: [
      '布鲁日|布鲁日', '安德莱赫特|安德莱赫', '圣吉罗斯|圣吉罗斯', '根克|根克', '安特卫普|安特卫普', '标准列日|标准列日', '根特|根特',
      '梅赫伦|梅赫伦', '韦斯特洛|韦斯特洛', '沙勒罗瓦|沙勒罗瓦', '圣特鲁伊登|圣特鲁伊', '鲁汶|鲁汶', '科特赖克|科特赖克', '登德|登德',
      '贝韦伦|贝韦伦', '拉卢维耶尔|拉卢维耶',
    ],
  },
  {
    id: 20, sport: 'football', name: '土耳其超级联赛', shortName: '土超', country: '土耳其', kind: 'league', periodMinutes: 45,
    slots: ['01:00', '01:00', '19:30', '22:00', '22:00'],
    seasonAcrossYears: true, nameStyle: 'turkish', foreignStyles: FOOTBALL_EURO_STYLES, foreignPlayers: 10, goalsPerMatch: 2.8,
    clubs: [
      '加拉塔萨雷|加拉塔萨', '费内巴切|费内巴切', '贝西克塔斯|贝西克塔', '特拉布宗体育|特拉布宗', '伊斯坦布尔|伊斯坦布尔', '萨姆松体育|萨姆松',
      '埃于普体育|埃于普', '格兹特佩|格兹特佩', '科尼亚体育|科尼亚', '卡塞里体育|卡塞里', '安塔利亚体育|安塔利亚', '阿拉尼亚体育|阿拉尼亚',
      '里泽体育|里泽', '锡瓦斯体育|锡瓦斯', '哈塔伊体育|哈塔伊', '博德鲁姆|博德鲁姆', '加济安泰普|加济安泰', '卡斯帕萨|卡斯帕萨',
    ],
  },
  {
    id: 107, sport: 'basketball', name: '日本职业篮球联赛', shortName: 'B联赛', country: '日本', kind: 'league', periodMinutes: 10,
    slots: ['13:05', '14:05', '17:05', '18:05'],
    seasonAcrossYears: true, nameStyle: 'japanese', foreignStyles: ['american'], foreignPlayers: 3, pointsPerGame: 160,
    clubs: [
      '宇都宫皇者|宇都宫', '千叶喷射机|千叶', '琉球黄金国王|琉球', '川崎勇士|川崎勇士', '阿尔瓦克东京|阿尔瓦克', '名古屋钻石海豚|名古屋海豚',
      '岛根魔术师|岛根', '广岛飞龙|广岛飞龙', '三河海马|三河', '横滨海港|横滨海港', '大阪永恒|大阪永恒', '群马疯狂之翼|群马',
      '北海道雷邦加|北海道', '仙台89ERS|仙台', '京都汉纳利斯|京都', '长崎韦尔卡|长崎',
    ],
  },
  {
    id: 108, sport: 'basketball', name: '土耳其篮球超级联赛', shortName: '土篮超', country: '土耳其', kind: 'league', periodMinutes: 10,
    slots: ['00:00', '21:00', '22:30'],
    seasonAcrossYears: true, nameStyle: 'turkish', foreignStyles: ['american'], foreignPlayers: 4, pointsPerGame: 164,
    clubs: [
      '加拉塔萨雷篮球|加拉塔萨雷', '贝西克塔斯篮球|贝西克塔斯', '托法斯|托法斯', '图尔克电信|图尔克电信', '卡尔希亚卡|卡尔希亚卡',
      '布尔萨体育篮球|布尔萨', '达鲁沙法卡|达鲁沙法卡', '佩特金体育|佩特金', '梅尔辛|梅尔辛', '曼尼萨|曼尼萨', '布雅克切克梅杰|布雅克切克',
      '巴赫切谢希尔学院|巴赫切谢希尔',
    ],
  },
  {
    id: 109, sport: 'basketball', name: '西班牙篮球甲级联赛', shortName: '西篮甲', country: '西班牙', kind: 'league', periodMinutes: 10,
    slots: ['00:00', '02:00', '03:45', '19:30'],
    seasonAcrossYears: true, nameStyle: 'spanish', foreignStyles: ['american', 'french'], foreignPlayers: 4, pointsPerGame: 166,
    clubs: [
      '瓦伦西亚篮球|瓦伦西亚篮', '乌尼卡哈|乌尼卡哈', '特内里费|特内里费', '格兰卡纳利亚|格兰卡纳', '萨拉戈萨篮球|萨拉戈萨', '巴达洛纳|巴达洛纳',
      '曼雷萨|曼雷萨', '穆尔西亚|穆尔西亚', '格拉纳达篮球|格拉纳达', '吉普斯夸|吉普斯夸', '安道尔篮球|安道尔', '卢戈|卢戈',
      '比尔巴鄂篮球|比尔巴鄂篮', '莱里达|莱里达',
    ],
  },
  {
    id: 113, sport: 'basketball', name: '菲律宾篮球联赛', shortName: 'PBA', country: '菲律宾', kind: 'league', periodMinutes: 12,
    slots: ['15:00', '16:30', '17:00', '19:30'],
    seasonAcrossYears: true, nameStyle: 'filipino', foreignStyles: ['american'], foreignPlayers: 1, pointsPerGame: 196,
    clubs: [
      '圣米格尔啤酒人|圣米格尔', '金爵|金爵', 'TNT电信|TNT', '木兰花热枪|木兰花', '美拉可闪电|美拉可', '雨或晴|雨或晴',
      'NLEX勇士|NLEX', '康沃基光纤|康沃基', '凤凰燃料|凤凰', '北港巴丹|北港', '黑水老板|黑水', '泰拉菲玛|泰拉菲玛',
    ],
  },
  {
    id: 110, sport: 'basketball', name: '意大利篮球甲级联赛', shortName: '意篮甲', country: '意大利', kind: 'league', periodMinutes: 10,
    slots: ['00:00', '01:00', '02:00', '03:30'],
    seasonAcrossYears: true, nameStyle: 'italian', foreignStyles: ['american'], foreignPlayers: 5, pointsPerGame: 164,
    clubs: [
      '特伦托|特伦托', '布雷西亚|布雷西亚', '萨萨里|萨萨里', '托尔托纳|托尔托纳', '威尼斯篮球|威尼斯篮球', '雷焦艾米利亚|雷焦艾米利亚',
      '佩萨罗|佩萨罗', '特雷维索|特雷维索', '那不勒斯篮球|那不勒斯篮', '特拉帕尼|特拉帕尼', '克雷莫纳|克雷莫纳', '瓦雷泽|瓦雷泽',
      '卡塞塔|卡塞塔', '皮斯托亚|皮斯托亚',
    ],
  },
  {
    id: 111, sport: 'basketball', name: '德国篮球甲级联赛', shortName: '德篮甲', country: '德国', kind: 'league', periodMinutes: 10,
    slots: ['01:00', '01:30', '03:00', '22:00'],
    seasonAcrossYears: true, nameStyle: 'german', foreignStyles: ['american'], foreignPlayers: 5, pointsPerGame: 166,
    clubs: [
      '乌尔姆|乌尔姆', '路德维希堡|路德维希堡', '奥尔登堡|奥尔登堡', '不来梅港|不来梅港', '哥廷根|哥廷根', '维尔茨堡|维尔茨堡',
      '汉堡塔|汉堡塔', '波恩电信|波恩', '罗斯托克海狼|罗斯托克', '海德堡|海德堡', '基森46人|基森', '魏森费尔斯|魏森费尔斯',
      '布伦瑞克|布伦瑞克', '法兰克福天空|法兰克福',
    ],
  },
  {
    id: 112, sport: 'basketball', name: '法国篮球甲级联赛', shortName: '法篮甲', country: '法国', kind: 'league', periodMinutes: 10,
    slots: ['01:30', '03:00', '23:00', '23:30'],
    seasonAcrossYears: true, nameStyle: 'french', foreignStyles: ['american'], foreignPlayers: 4, pointsPerGame: 162,
    clubs: [
      '布尔格|布尔格', '勒芒|勒芒', '第戎|第戎', '斯特拉斯堡|斯特拉斯堡', '南特|南特', '利摩日|利摩日', '绍莱|绍莱',
      '勒阿弗尔|勒阿弗尔', '格拉沃利讷|格拉沃利讷', '鲁昂|鲁昂', '圣康坦|圣康坦', '布洛涅|布洛涅', '南锡|南锡', '波城|波城',
    ],
  },
  {
    id: 22, sport: 'football', name: '苏格兰超级联赛', shortName: '苏超', country: '苏格兰', kind: 'league', periodMinutes: 45,
    slots: ['20:00', '23:00', '23:00'],
    seasonAcrossYears: true, nameStyle: 'scottish', foreignStyles: ['english', 'french', 'german'], foreignPlayers: 7, goalsPerMatch: 2.7,
    clubs: [
      '凯尔特人|凯尔特人', '格拉斯哥流浪者|流浪者', '阿伯丁|阿伯丁', '哈茨|哈茨', '希伯尼安|希伯尼安', '邓迪联|邓迪联',
      '基尔马诺克|基尔马诺克', '马瑟韦尔|马瑟韦尔', '圣米伦|圣米伦', '邓迪|邓迪', '罗斯郡|罗斯郡', '圣约翰斯通|圣约翰斯通',
    ],
  },
  {
    id: 23, sport: 'football', name: '日本职业足球乙级联赛', shortName: '日职乙', country: '日本', kind: 'league', periodMinutes: 45,
    slots: ['12:00', '13:00', '13:00', '14:00', '17:00'],
    seasonAcrossYears: false, nameStyle: 'japanese', foreignStyles: ['brazilian', 'korean'], foreignPlayers: 3, goalsPerMatch: 2.4,
    clubs: [
      '清水鼓动|清水鼓动', '横滨FC|横滨FC', '长崎成功丸|长崎成功丸', '仙台七夕|仙台七夕', '千叶市原|千叶市原', '山形山神|山形山神',
      '冈山绿雉|冈山绿雉', '德岛漩涡|德岛漩涡', '甲府风林|甲府风林', '大分三神|大分三神', '水户蜀葵|水户蜀葵', '藤枝MYFC|藤枝',
      '爱媛FC|爱媛FC', '枥木SC|枥木SC', '熊本深红|熊本深红', '岩手盛冈|岩手盛冈', '秋田蓝色闪电|秋田', '今治FC|今治FC',
      '鹿儿岛联|鹿儿岛联', '群马草津温泉|群马温泉',
    ],
  },
  {
    id: 24, sport: 'football', name: '中国足球甲级联赛', shortName: '中甲', country: '中国', kind: 'league', periodMinutes: 45,
    slots: ['15:00', '15:30', '15:30', '19:00'],
    seasonAcrossYears: false, nameStyle: 'chinese', foreignStyles: ['brazilian', 'spanish'], foreignPlayers: 3, goalsPerMatch: 2.6,
    clubs: [
      '辽宁铁人|辽宁铁人', '大连英博|大连英博', '重庆铜梁龙|重庆铜梁龙', '广州豹|广州豹', '石家庄功夫|石家庄功夫', '南京城市|南京城市',
      '上海嘉定汇龙|上海嘉定', '延边龙鼎|延边龙鼎', '苏州东吴|苏州东吴', '广西平果哈嘹|广西平果', '无锡吴钩|无锡吴钩', '黑龙江冰城|黑龙江冰城',
      '青岛红狮|青岛红狮', '大连鲲城|大连鲲城', '云南玉昆|云南玉昆', '佛山南狮|佛山南狮',
    ],
  },
  {
    id: 25, sport: 'football', name: '韩国职业足球乙级联赛', shortName: 'K2联赛', country: '韩国', kind: 'league', periodMinutes: 45,
    slots: ['12:30', '15:00', '15:00', '17:30'],
    seasonAcrossYears: false, nameStyle: 'korean', foreignStyles: ['brazilian'], foreignPlayers: 3, goalsPerMatch: 2.4,
    clubs: [
      '水原三星|水原三星', '釜山偶像|釜山偶像', '全南天龙|全南天龙', '首尔衣恋|首尔衣恋', '安阳FC|安阳', '城南FC|城南FC', '富川FC|富川FC',
      '金浦FC|金浦FC', '清州FC|清州FC', '牙山忠南|牙山忠南', '天安城|天安城', '安山绿色人|安山', '庆南FC|庆南FC', '华城FC|华城FC',
    ],
  },
  // Domestic cups, played midweek: single-leg knockout ties among the clubs of their country's leagues (DOMESTIC_CUP_LEAGUES).
  {
    id: 26, sport: 'football', name: '英格兰联赛杯', shortName: '联赛杯', country: '英格兰', kind: 'cup', periodMinutes: 45,
    slots: ['03:30', '03:45', '03:45', '03:45', '04:00', '04:00'],
    seasonAcrossYears: true, nameStyle: 'english', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 2.9, clubs: [],
  },
  {
    id: 27, sport: 'football', name: '西班牙国王杯', shortName: '国王杯', country: '西班牙', kind: 'cup', periodMinutes: 45,
    slots: ['02:00', '02:00', '04:00', '04:00', '05:00'],
    seasonAcrossYears: true, nameStyle: 'spanish', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 2.7, clubs: [],
  },
  {
    id: 28, sport: 'football', name: '意大利杯', shortName: '意大利杯', country: '意大利', kind: 'cup', periodMinutes: 45,
    slots: ['01:00', '04:00', '04:00'],
    seasonAcrossYears: true, nameStyle: 'italian', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 2.7, clubs: [],
  },
  {
    id: 29, sport: 'football', name: '德国杯', shortName: '德国杯', country: '德国', kind: 'cup', periodMinutes: 45,
    slots: ['01:00', '01:00', '03:45', '03:45'],
    seasonAcrossYears: true, nameStyle: 'german', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 3.1, clubs: [],
  },
  {
    id: 30, sport: 'football', name: '中国足协杯', shortName: '足协杯', country: '中国', kind: 'cup', periodMinutes: 45,
    slots: ['15:30', '19:00', '19:35', '19:35'],
    seasonAcrossYears: false, nameStyle: 'chinese', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 2.6, clubs: [],
  },
  // Continental cups with a group stage, as 欧冠 (GROUP_CUPS): 欧联杯 on Thursday evenings in Europe, 亚冠 on Beijing's Tuesday and Wednesday evenings.
  {
    id: 31, sport: 'football', name: '欧洲联赛', shortName: '欧联杯', country: '欧洲', kind: 'cup', periodMinutes: 45,
    slots: ['01:45', '01:45', '01:45', '01:45', '01:45', '01:45', '01:45', '01:45', '04:00', '04:00', '04:00', '04:00', '04:00', '04:00', '04:00', '04:00'],
    seasonAcrossYears: true, nameStyle: 'english', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 2.8, clubs: [],
  },
  {
    id: 32, sport: 'football', name: '亚洲冠军联赛', shortName: '亚冠', country: '亚洲', kind: 'cup', periodMinutes: 45,
    slots: ['17:00', '18:00', '19:00', '20:00'],
    seasonAcrossYears: false, nameStyle: 'chinese', foreignStyles: [], foreignPlayers: 0, goalsPerMatch: 2.7, clubs: [],
  },
];

/** The cup whose clubs come from the top five European leagues. */
export const CHAMPIONS_LEAGUE_ID = 12;
/** Competitions whose fixtures roll through every hour so that something is always being played. */
export const ROLLING_FRIENDLIES = { football: 13, basketball: 104 } as const;

/** A stage of a cup's knockout ties: the days after its season's start each leg is played. */
export interface KnockoutPlan {
  round: number;
  ties: number;
  legs: readonly number[];
}

/**
 * A cup that opens with groups of four, each club meeting the others twice, after which each
 * group's first two go into knockout ties. Its entrants are clubs of its leagues, which have seasons
 * of the cup's shape (across two years or one).
 */
export interface GroupCupEntry {
  /** From each league, `count` clubs after the first `skip` of its listing (strongest first). */
  entrants: readonly (readonly [leagueId: number, skip: number, count: number])[];
  groups: number;
  /** The days after its season's start of each group matchday. */
  matchdays: readonly number[];
  /** The Beijing weekday a matchday or a leg is played on, and over how many days (the groups or ties split between them). */
  weekday: number;
  span: 1 | 2;
  knockout: readonly KnockoutPlan[];
  /** The Beijing weekday of a final of one leg; a final of two is played on the cup's weekday. */
  finalWeekday?: number;
}

/** The European cups' weeks, from 1 August: group matchdays, then two-legged 1/8, 1/4 and semi-finals, and a final `final` days in. */
const europeanWeeks = (final: number) => ({
  groups: 8,
  matchdays: [48, 62, 76, 97, 111, 125],
  knockout: [
    { round: 7, ties: 8, legs: [201, 222] },
    { round: 8, ties: 4, legs: [250, 257] },
    { round: 9, ties: 2, legs: [271, 278] },
    { round: 10, ties: 1, legs: [final] },
  ],
});

/** The cups with a group stage, by competition id. 欧冠 and 欧联杯 play in the same weeks; Beijing's weekdays are the day after Europe's evenings. */
export const GROUP_CUPS: Readonly<Record<number, GroupCupEntry>> = {
  [CHAMPIONS_LEAGUE_ID]: {
    entrants: [[1, 0, 8], [2, 0, 6], [3, 0, 6], [4, 0, 6], [5, 0, 6]],
    ...europeanWeeks(300),
    weekday: 3,
    span: 2,
    finalWeekday: 0,
  },
  31: {
    entrants: [[1, 8, 4], [2, 6, 4], [3, 6, 4], [4, 6, 4], [5, 6, 4], [15, 0, 3], [16, 0, 3], [19, 0, 2], [20, 0, 2], [22, 0, 2]],
    ...europeanWeeks(290),
    weekday: 5,
    span: 1,
    finalWeekday: 4,
  },
  32: {
    entrants: [[6, 0, 5], [7, 0, 6], [8, 0, 5]],
    groups: 4,
    matchdays: [62, 76, 97, 111, 125, 139],
    weekday: 2,
    span: 2,
    knockout: [
      { round: 7, ties: 4, legs: [237, 251] },
      { round: 8, ties: 2, legs: [272, 286] },
      { round: 9, ties: 1, legs: [300, 314] },
    ],
  },
};

/**
 * Each domestic cup's leagues, strongest first: their clubs in that order, as many as make a power
 * of two (32 of 英超 and 英冠's 44, 16 of 西甲's 20 …), enter its first round.
 */
export const DOMESTIC_CUP_LEAGUES: Readonly<Record<number, readonly number[]>> = {
  26: [1, 14],
  27: [2],
  28: [3],
  29: [4],
  30: [6, 24],
};

/** The NBA's eastern conference, by short name; the other clubs are western. */
export const NBA_EAST: ReadonlySet<string> = new Set([
  '凯尔特人', '骑士', '尼克斯', '雄鹿', '步行者', '魔术', '76人', '热火', '老鹰', '公牛', '猛龙', '篮网', '黄蜂', '活塞', '奇才',
]);

/** A band of a table: from and to are ranks, 1-based; negative counts from the bottom (-3 is third last). */
export interface ZoneEntry {
  from: number;
  to: number;
  name: string;
  kind: 'top' | 'upper' | 'lower' | 'bottom';
}

const EURO_TOP: readonly ZoneEntry[] = [
  { from: 1, to: 4, name: '欧冠', kind: 'top' },
  { from: 5, to: 5, name: '欧联杯', kind: 'upper' },
  { from: 6, to: 6, name: '欧协联', kind: 'lower' },
  { from: -3, to: -1, name: '降级', kind: 'bottom' },
];
const EURO_TOP_TWO: readonly ZoneEntry[] = [
  { from: 1, to: 2, name: '欧冠', kind: 'top' },
  { from: 3, to: 4, name: '欧联杯', kind: 'upper' },
  { from: -2, to: -1, name: '降级', kind: 'bottom' },
];
const ASIA: readonly ZoneEntry[] = [
  { from: 1, to: 3, name: '亚冠', kind: 'top' },
  { from: -2, to: -1, name: '降级', kind: 'bottom' },
];
const GROUP_QUALIFIERS: readonly ZoneEntry[] = [{ from: 1, to: 2, name: '晋级淘汰赛', kind: 'top' }];
const PLAYOFFS: readonly ZoneEntry[] = [{ from: 1, to: 6, name: '季后赛', kind: 'top' }];

/** The bands of each competition's tables, by competition id; the cup's are per group. */
export const ZONES: Readonly<Record<number, readonly ZoneEntry[]>> = {
  1: EURO_TOP,
  2: EURO_TOP,
  3: EURO_TOP,
  4: EURO_TOP,
  5: EURO_TOP,
  6: ASIA,
  7: ASIA,
  8: ASIA,
  9: PLAYOFFS,
  10: PLAYOFFS,
  11: [
    { from: 1, to: 4, name: '解放者杯', kind: 'top' },
    { from: -4, to: -1, name: '降级', kind: 'bottom' },
  ],
  12: GROUP_QUALIFIERS,
  31: GROUP_QUALIFIERS,
  32: GROUP_QUALIFIERS,
  101: [
    { from: 1, to: 6, name: '季后赛', kind: 'top' },
    { from: 7, to: 10, name: '附加赛', kind: 'upper' },
  ],
  102: [{ from: 1, to: 12, name: '季后赛', kind: 'top' }],
  103: [
    { from: 1, to: 6, name: '季后赛', kind: 'top' },
    { from: 7, to: 10, name: '附加赛', kind: 'upper' },
  ],
  14: [
    { from: 1, to: 2, name: '升级', kind: 'top' },
    { from: 3, to: 6, name: '升级附加赛', kind: 'upper' },
    { from: -3, to: -1, name: '降级', kind: 'bottom' },
  ],
  15: EURO_TOP_TWO,
  21: [
    { from: 1, to: 2, name: '升级', kind: 'top' },
    { from: 3, to: 6, name: '升级附加赛', kind: 'upper' },
    { from: -4, to: -1, name: '降级', kind: 'bottom' },
  ],
  16: EURO_TOP_TWO,
  17: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
  18: [
    { from: 1, to: 2, name: '解放者杯', kind: 'top' },
    { from: -2, to: -1, name: '降级', kind: 'bottom' },
  ],
  20: EURO_TOP_TWO,
  22: [
    { from: 1, to: 1, name: '欧冠', kind: 'top' },
    { from: 2, to: 3, name: '欧联杯', kind: 'upper' },
    { from: -1, to: -1, name: '降级', kind: 'bottom' },
  ],
  23: [
    { from: 1, to: 2, name: '升级', kind: 'top' },
    { from: 3, to: 6, name: '升级附加赛', kind: 'upper' },
    { from: -3, to: -1, name: '降级', kind: 'bottom' },
  ],
  24: [
    { from: 1, to: 2, name: '升级', kind: 'top' },
    { from: -2, to: -1, name: '降级', kind: 'bottom' },
  ],
  25: [
    { from: 1, to: 1, name: '升级', kind: 'top' },
    { from: 2, to: 5, name: '升级附加赛', kind: 'upper' },
  ],
  19: [
    { from: 1, to: 6, name: '冠军组', kind: 'top' },
    { from: -1, to: -1, name: '降级', kind: 'bottom' },
  ],
  105: PLAYOFFS,
  106: PLAYOFFS,
  107: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
  108: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
  109: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
  110: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
  111: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
  112: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
  113: [{ from: 1, to: 8, name: '季后赛', kind: 'top' }],
};

export function competitionEntry(id: number): CompetitionEntry {
  const entry = COMPETITIONS.find((c) => c.id === id);
  if (entry === undefined) throw new Error(`no competition ${id}`);
  return entry;
}
