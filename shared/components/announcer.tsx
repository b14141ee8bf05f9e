/**
 * Polite and assertive live regions for assistive technology (docs/requirements.md#every-page),
 * cleared after `ANNOUNCEMENT_CLEAR_MS` so the same message can be announced again.
 */
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { ANNOUNCEMENT_CLEAR_MS } from "../ui_constants.ts";

/** Announces `message`; "assertive" interrupts the screen reader, "polite" waits. */
export type Announce = (message: string, politeness?: "polite" | "assertive") => void;

const AnnounceContext = createContext<Announce>(() => {});

/** Returns the function that speaks a message through the live regions. */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

/** Renders the two live regions and provides {@linkcode useAnnounce}. */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [polite, setPolite] = useState("");
  const [assertive, setAssertive] = useState("");
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const announce = useCallback<Announce>((message, politeness = "polite") => {
    const set = politeness === "assertive" ? setAssertive : setPolite;
    set(message);
    clearTimeout(timers.current[politeness]);
    timers.current[politeness] = setTimeout(() => set(""), ANNOUNCEMENT_CLEAR_MS);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">{polite}</div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">{assertive}</div>
    </AnnounceContext.Provider>
  );
}
