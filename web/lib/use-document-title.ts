import { useEffect } from 'react';
import { ORGANISATION_NAME } from '../../contract/constants.js';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${ORGANISATION_NAME}` : `${ORGANISATION_NAME}: free web hosting`;
  }, [title]);
}
