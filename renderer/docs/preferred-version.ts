/**
 * The docs version a visitor last read, kept in localStorage under Docusaurus' key
 * (`docs-preferred-version-default`) so that links to "the docs" can lead back to it. This site
 * publishes one version, `current`; a stored name that is not it (a version since removed) is
 * replaced, and an unchanged one is not written again.
 */
import { useEffect } from 'react';
import { STORAGE_KEYS, storage } from '../app/storage.ts';

export const CURRENT_VERSION = 'current';

export function useRememberDocsVersion(version: string = CURRENT_VERSION): void {
  useEffect(() => {
    if (storage.get(STORAGE_KEYS.preferredVersion) !== version) storage.set(STORAGE_KEYS.preferredVersion, version);
  }, [version]);
}
