// The data base home lists its regions under their continents, as the data sites do (欧洲赛事,
// 美洲赛事…); competitions of a whole continent (欧冠, 欧篮联, region 欧洲) come first.

/** The sections of the home's region list, in the order they are shown. */
export const CONTINENTS = ['洲际赛事', '欧洲赛事', '美洲赛事', '亚洲赛事', '大洋洲赛事', '其他赛事'] as const;
export type Continent = (typeof CONTINENTS)[number];

const CONTINENT_OF: Readonly<Record<string, Continent>> = {
  欧洲: '洲际赛事',
  亚洲: '洲际赛事',
  国际: '洲际赛事',
  英格兰: '欧洲赛事',
  西班牙: '欧洲赛事',
  意大利: '欧洲赛事',
  德国: '欧洲赛事',
  法国: '欧洲赛事',
  荷兰: '欧洲赛事',
  葡萄牙: '欧洲赛事',
  比利时: '欧洲赛事',
  土耳其: '欧洲赛事',
  苏格兰: '欧洲赛事',
  美国: '美洲赛事',
  墨西哥: '美洲赛事',
  巴西: '美洲赛事',
  阿根廷: '美洲赛事',
  中国: '亚洲赛事',
  日本: '亚洲赛事',
  韩国: '亚洲赛事',
  菲律宾: '亚洲赛事',
  澳大利亚: '大洋洲赛事',
};

/** The section a region (a country, or a continent for its own competitions) is listed under. */
export function continentOf(region: string): Continent {
  return CONTINENT_OF[region] ?? '其他赛事';
}
