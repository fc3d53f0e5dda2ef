import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';

/** An integer read from a query string; an empty value counts as absent. */
const queryInt = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().optional());

/** The query of GET /api/room/page: filters by room type, nav, room or word; page 1 and size 30 unless given. */
export const roomPageQuerySchema = z.object({
  roomType: queryInt,
  navId: queryInt,
  roomId: queryInt,
  word: z.string().optional(),
  page: queryInt.pipe(z.number().int().positive().default(1)),
  pageSize: queryInt.pipe(z.number().int().positive().default(DEFAULT_PAGE_SIZE)),
});
/** A room page query after parsing: numbers are numbers, page and size filled in. */
export type RoomPageQuery = z.infer<typeof roomPageQuerySchema>;
/** A room page query as a client writes it. */
export type RoomPageQueryInput = z.input<typeof roomPageQuerySchema>;
