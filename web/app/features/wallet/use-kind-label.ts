import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { kindLabelKey } from './model/ledger-filter.ts';

/** The words for a ledger kind: translated where known, else the kind as the ledger writes it. */
export function useKindLabel(): (kind: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (kind: string) => {
      const key = kindLabelKey(kind);
      return key ? t(key) : kind;
    },
    [t],
  );
}
