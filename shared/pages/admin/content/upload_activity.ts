/**
 * Uploads running on an edit screen. Save, Schedule and Publish wait for them (workflow_bar.tsx):
 * an item saved or published while its image was still uploading went out without it, leaving an
 * empty box on the public pages.
 */
import { createContext, useContext, useMemo, useState } from "react";

/** What an upload control tells the screen: `begin()` as it starts; call the answer when done. */
export interface UploadActivity {
  begin(): () => void;
}

/** The screen's {@linkcode UploadActivity}; outside an edit screen, uploads tell no one. */
export const UploadActivityContext = createContext<UploadActivity>({ begin: () => () => {} });

/** The upload control's side: the screen's {@linkcode UploadActivity}. */
export function useUploadActivity(): UploadActivity {
  return useContext(UploadActivityContext);
}

/**
 * The screen's side: how many uploads run now, and the {@linkcode UploadActivity} to provide.
 * Each `begin()` counts once, however often its end is called.
 */
export function useUploadCount(): [number, UploadActivity] {
  const [count, setCount] = useState(0);
  const activity = useMemo<UploadActivity>(() => ({
    begin() {
      setCount((running) => running + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        setCount((running) => running - 1);
      };
    },
  }), []);
  return [count, activity];
}
