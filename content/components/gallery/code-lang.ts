/**
 * The code language chosen in the gallery's code panels: one value for every panel on the page,
 * remembered in localStorage and followed across tabs.
 */
import { useSyncExternalStore } from 'react';
import { type Choices, choicesOf } from '../../../renderer/theme/base/choices.ts';
import { useThemeSession } from '../../../renderer/theme/base/session.ts';
import { LANGS, type Lang } from './codegen.ts';

export const CODE_LANG_KEY = 'racing-bars.gallery.lang';

function isLang(value: unknown): value is Lang {
  return LANGS.some((l) => l.id === value);
}

export function setCodeLang(choices: Choices, lang: Lang): void {
  choices.set(CODE_LANG_KEY, lang);
}

export function useCodeLang(): Lang {
  const choices = choicesOf(useThemeSession());
  return useSyncExternalStore(
    choices.subscribe,
    () => {
      const chosen = choices.get(CODE_LANG_KEY);
      return isLang(chosen) ? chosen : 'js';
    },
    () => 'js',
  );
}
