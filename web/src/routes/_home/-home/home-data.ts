import { queryOptions } from '@tanstack/react-query';
import { routes, type PlacedBanner, type RoomCard } from '@portal/contracts';
import { quietApi } from '../../../lib/api';
import { fetchRoute, routeKey } from '../../../lib/route-query';
import type { NewsItem } from '../../../news/news-board';
import { newsCalls } from '../../../news/queries';

export const HOME_BANNER_PLACE = 'home_banner';
const HEADLINE_COUNT = 10;
const HOT_ROOM_COUNT = 8;

export type HomeBanner = PlacedBanner;

export interface HomeData {
  banners: HomeBanner[];
  headlines: NewsItem[];
  rooms: RoomCard[];
}

/** Each part of the home page is empty when its call failed (the quiet client answers every failure). */
const orNone = { client: quietApi, onRefusal: () => [] } as const;

function fetchBanners(): Promise<HomeBanner[]> {
  return fetchRoute(routes.api.bannerList, { query: { placeCode: HOME_BANNER_PLACE } }, orNone);
}

async function fetchHeadlines(): Promise<NewsItem[]> {
  const columns = await newsCalls.columns();
  const first = columns.ok ? columns.data[0] : undefined;
  if (!first) return [];
  const page = await newsCalls.page(first.columnNo, 1, HEADLINE_COUNT);
  return page.ok ? page.data.list : [];
}

function fetchHotRooms(): Promise<RoomCard[]> {
  return fetchRoute(routes.api.hotAppRoom, { query: { size: HOT_ROOM_COUNT } }, orNone);
}

async function loadHome(): Promise<HomeData> {
  const [banners, headlines, rooms] = await Promise.all([fetchBanners(), fetchHeadlines(), fetchHotRooms()]);
  return { banners, headlines, rooms };
}

export const homeQueries = {
  /** The banners, headlines and hot rooms of the home page, kept as one answer under the banners' call. */
  home: () => queryOptions({ queryKey: routeKey(routes.api.bannerList, { query: { placeCode: HOME_BANNER_PLACE } }, 'home page'), queryFn: loadHome }),
};
