// @vitest-environment jsdom
import Mpegts from 'mpegts.js';
import { describe, expect, it } from 'vitest';
import installed from 'mpegts.js/package.json' with { type: 'json' };
import packageJson from '../../package.json' with { type: 'json' };

// The observed fetch loader (src/player/observed-fetch-loader.ts) extends mpegts.js's BaseLoader and
// sets its protected `_status` and `_needStash`, which mpegts.js's IOController reads through the
// `status`, `isWorking()` and `needStashBuffer` of the base class. When an upgrade moves or renames
// them, this test names what changed.

describe('mpegts.js internals the observed fetch loader uses', () => {
  it('is the exact version pinned in package.json', () => {
    expect(packageJson.dependencies['mpegts.js']).toBe(installed.version);
  });

  it('reads a loader status and stash need from _status and _needStash, with the status numbers the loader writes', () => {
    const Base = Mpegts.BaseLoader as unknown as new (typeName: string) => Mpegts.BaseLoader & { _status: number; _needStash: boolean };
    const loader = new Base('probe');
    expect(loader._status).toBe(0);
    expect(loader._needStash).toBe(false);
    loader._needStash = true;
    expect(loader.needStashBuffer).toBe(true);
    // connecting 1, buffering 2: working; error 3, complete 4: not.
    for (const [status, working] of [[1, true], [2, true], [3, false], [4, false]] as const) {
      loader._status = status;
      expect(loader.status).toBe(status);
      expect(loader.isWorking()).toBe(working);
    }
  });
});
