import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { bannerSchema } from '@portal/contracts';
import { quietApi } from '../../../lib/api';
import { listOf } from '../../../list-of';
import { fetchNewsColumns, fetchNewsPage, type NewsItem } from '../../../news/news-api';

export const HOME_BANNER_PLACE = 'home_banner';
const HEADLINE_COUNT = 10;
const HOT_ROOM_COUNT = 8;

export const homeBannerSchema = bannerSchema.extend({
  id: z.union([z.number(), z.string()]),
  title: z.string().nullish().transform((title) => title ?? ''),
  image: z.string(),
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

const hotRoomSchema = z
  .object({
    id: z.number().int().optional(),
    roomId: z.number().int().optional(),
    title: z.string(),
    cover: z.string().nullish(),
    anchorNickName: z.string().nullish(),
    nickName: z.string().nullish(),
    isLive: z.union([z.number(), z.boolean()]).nullish(),
  })
  .transform((room) => ({
    id: room.id ?? room.roomId,
    title: room.title,
    cover: room.cover ?? '',
    anchor: room.anchorNickName ?? room.nickName ?? '',
    live: Boolean(room.isLive),
  }));

export interface HotRoom {
  id: number;
  title: string;
  cover: string;
  anchor: string;
  live: boolean;
}

export interface HomeData {
  banners: HomeBanner[];
  headlines: NewsItem[];
  rooms: HotRoom[];
}

async function fetchBanners(): Promise<HomeBanner[]> {
  const result = await quietApi.get('/api/banner/list', { placeCode: HOME_BANNER_PLACE }, { schema: listOf(homeBannerSchema) });
  return result.ok ? result.data : [];
}

async function fetchHeadlines(): Promise<NewsItem[]> {
  const columns = await fetchNewsColumns();
  const first = columns.ok ? columns.data[0] : undefined;
  if (!first) return [];
  const page = await fetchNewsPage(first.columnNo, 1, HEADLINE_COUNT);
  return page.ok ? page.data.list : [];
}

async function fetchHotRooms(): Promise<HotRoom[]> {
  const result = await quietApi.get('/api/room/hotAppRoom', { size: HOT_ROOM_COUNT }, { schema: listOf(hotRoomSchema) });
  if (!result.ok) return [];
  return result.data.flatMap((room) => (room.id === undefined ? [] : [{ ...room, id: room.id }]));
}

async function loadHome(): Promise<HomeData> {
  const [banners, headlines, rooms] = await Promise.all([fetchBanners(), fetchHeadlines(), fetchHotRooms()]);
  return { banners, headlines, rooms };
}

export const homeKeys = {
  all: ['home'] as const,
};

export const homeQueries = {
  /** The banners, headlines and hot rooms of the home page; each is empty when its call failed. */
  home: () => queryOptions({ queryKey: homeKeys.all, queryFn: loadHome }),
};
