import { describe, expect, it } from 'vitest';
import * as index from '../src/index';
import * as auth from '../src/auth';
import * as banner from '../src/banner';
import * as captcha from '../src/captcha';
import * as constants from '../src/constants';
import * as envelope from '../src/envelope';
import * as enums from '../src/enums';
import * as live from '../src/live';
import * as news from '../src/news';
import * as pages from '../src/pages';
import * as room from '../src/room';
import * as rules from '../src/rules';
import * as search from '../src/search';
import * as feed from '../src/feed';
import * as socket from '../src/socket';
import * as user from '../src/user';

describe('index', () => {
  it.each(Object.entries({ auth, banner, captcha, constants, envelope, enums, feed, live, news, pages, room, rules, search, socket, user }))(
    're-exports every value of %s',
    (_name, module) => {
      const names = Object.keys(module);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect((index as Record<string, unknown>)[name], name).toBe((module as Record<string, unknown>)[name]);
      }
    },
  );
});
