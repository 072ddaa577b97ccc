/**
 * "সিভি প্রিন্ট" on a plain screen: the CV (drawn with the UI kit) downloads when the button is
 * pressed, renders off screen, and is printed as soon as it and its pictures are on the page.
 */
import { useCallback, useState } from 'react';
import { kitPart } from '../../../components/kit-part';
import { printElement } from '../../../lib/print';

export const cvElementId = (userId: number) => `officer-cv-${userId}`;

const OfficerCvPart = kitPart(
  () => import('./officer-cv').then((module) => module.OfficerCv),
  () => true,
);

export function useCvPrint(userId: number) {
  const [wanted, setWanted] = useState(false);
  // The helper copies the CV at once, so it leaves the page again after printing.
  const onReady = useCallback(() => {
    printElement(cvElementId(userId));
    setWanted(false);
  }, [userId]);
  return {
    printCv: () => setWanted(true),
    cvElement: wanted ? (
      <div style={{ position: 'absolute', left: -10_000, top: 0, width: 800 }} aria-hidden="true">
        <OfficerCvPart userId={userId} onReady={onReady} />
      </div>
    ) : null,
  };
}
