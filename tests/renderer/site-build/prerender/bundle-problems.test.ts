/** What a failed bundle says, as data: the bundler's errors at their files and places; a full disk met by its native side as Node says one, never its backtrace. */
import { describe, expect, it } from 'vitest';
import { bundleFailureOf } from '../../../../renderer/site-build/prerender/bundle-problems.ts';

const ESC = '\u001b';

describe('bundleFailureOf', () => {
  it('says a disk that filled up under the bundler as ENOSPC, with the file, and no backtrace', () => {
    const message = `${ESC}[31m[UNHANDLEABLE_ERROR] ${ESC}[0mSomething went wrong inside rolldown, please report this problem at https://github.com/rolldown/rolldown/issues.\nFailed to write file in /out/site/assets/app-1.js\n\nCaused by:\n    No space left on device (os error 28)\n\nStack backtrace:\n   0: <unknown>\n  12: start_thread\n             at ./nptl/pthread_create.c:442:8\n`;
    expect(bundleFailureOf({ errors: [{ code: 'UNHANDLEABLE_ERROR', message }], message: `Build failed with 1 error:\n\n${message}` })).toEqual({
      message: "ENOSPC: no space left on device, write '/out/site/assets/app-1.js'",
      problems: [],
      errno: { code: 'ENOSPC', syscall: 'write' },
    });
  });

  it("keeps Node's own file-system errors as they are", () => {
    const error = Object.assign(new Error("EACCES: permission denied, open '/out/site/x.js'"), { code: 'EACCES', syscall: 'open' });
    expect(bundleFailureOf(error)).toEqual({ message: "EACCES: permission denied, open '/out/site/x.js'", problems: [expect.objectContaining({ code: 'EACCES' })], errno: { code: 'EACCES', syscall: 'open' } });
  });

  it("gives each of the bundler's errors with its file and 1-based place, the message's first line without colours", () => {
    const errors = [{ code: 'UNRESOLVED_IMPORT', message: `${ESC}[31m[UNRESOLVED_IMPORT] ${ESC}[0mCould not resolve './gone.js' in /site/docs/a.mdx\n   ╭─[ /site/docs/a.mdx:1:19 ]`, id: '/site/docs/a.mdx', loc: { line: 3, column: 18, file: '/site/docs/a.mdx' } }];
    expect(bundleFailureOf({ errors, message: 'Build failed with 1 error' })).toEqual({
      message: 'Build failed with 1 error',
      problems: [{ code: 'UNRESOLVED_IMPORT', message: "Could not resolve './gone.js'", file: '/site/docs/a.mdx', line: 3, column: 19 }],
    });
  });
});
