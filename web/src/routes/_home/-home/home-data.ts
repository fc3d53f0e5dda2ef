import { queryOptions } from '@tanstack/react-query';
import { routes, type PlacedBanner, type RoomCard } from '@portal/contracts';
import { quietApi } from '../../../lib/api';
import { callRoute } from '../../../lib/api-call';
import { fetchNewsColumns, fetchNewsPage, type NewsItem } from '../../../news/news-api';

export const HOME_BANNER_PLACE = 'home_banner';
const HEADLINE_COUNT = 10;
const HOT_ROOM_COUNT = 8;

export type HomeBanner = PlacedBanner;

export interface HomeData {
  banners: HomeBanner[];
  headlines: NewsItem[];
  rooms: RoomCard[];
}

async function fetchBanners(): Promise<HomeBanner[]> {
  const result = await callRoute(quietApi, routes.api.bannerList, { query: { placeCode: HOME_BANNER_PLACE } });
  return result.ok ? result.data : [];
}

async function fetchHeadlines(): Promise<NewsItem[]> {
  const columns = await fetchNewsColumns();
  const first = columns.ok ? columns.data[0] : undefined;
  if (!first) return [];
  const page = await fetchNewsPage(first.columnNo, 1, HEADLINE_COUNT);
  return page.ok ? page.data.list : [];
}

async function fetchHotRooms(): Promise<RoomCard[]> {
  const result = await callRoute(quietApi, routes.api.hotAppRoom, { query: { size: HOT_ROOM_COUNT } });
  return result.ok ? result.data : [];
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
